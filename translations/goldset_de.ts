<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AddQuestionCommand</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>AlertRuleCommand</name>
    <message>
        <source>Add alert rule %1</source>
        <translation>Alarmregel %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove alert rule %1</source>
        <translation>Alarmregel %1 entfernen</translation>
    </message>
</context>
<context>
    <name>CandidateDelegate</name>
    <message>
        <source>(start of document)</source>
        <translation>(Anfang des Dokuments)</translation>
    </message>
    <message>
        <source>(end of document)</source>
        <translation>(Ende des Dokuments)</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>meine</translation>
    </message>
    <message>
        <source>me</source>
        <translation>ich</translation>
    </message>
    <message>
        <source>no annotator has graded this chunk</source>
        <translation>kein Annotator hat diesen Chunk bewertet</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Chart exported from Goldset</source>
        <translation>Diagramm aus Goldset exportiert</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>unknown image format &quot;%1&quot;: use .png or .svg</source>
        <translation>unbekanntes Bildformat „%1“: verwenden Sie .png oder .svg</translation>
    </message>
</context>
<context>
    <name>DeleteQuestionCommand</name>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
</context>
<context>
    <name>DeleteRunCommand</name>
    <message>
        <source>Delete run %1</source>
        <translation>Run %1 löschen</translation>
    </message>
</context>
<context>
    <name>EditQuestionCommand</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>GuidelinesEditCommand</name>
    <message>
        <source>edit guidelines</source>
        <translation>Richtlinien bearbeiten</translation>
    </message>
</context>
<context>
    <name>LabelAdjudicateCommand</name>
    <message>
        <source>gold grade %1 for %2</source>
        <translation>Gold-Stufe %1 für %2</translation>
    </message>
    <message>
        <source>clear gold grade of %1</source>
        <translation>Gold-Stufe von %1 löschen</translation>
    </message>
</context>
<context>
    <name>LabelSetCommand</name>
    <message>
        <source>grade %1 for %2 on %3</source>
        <translation>Stufe %1 für %2 bei %3</translation>
    </message>
    <message>
        <source>clear grade of %1 on %2</source>
        <translation>Stufe von %1 bei %2 löschen</translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
</context>
<context>
    <name>NuggetCommand</name>
    <message>
        <source>Add Nugget to %1</source>
        <translation>Nugget zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Edit Nugget of %1</source>
        <translation>Nugget von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Mark Nugget of %1 Vital</source>
        <translation>Nugget von %1 als wesentlich markieren</translation>
    </message>
    <message>
        <source>Mark Nugget of %1 Okay</source>
        <translation>Nugget von %1 als ergänzend markieren</translation>
    </message>
    <message>
        <source>Accept Nugget of %1</source>
        <translation>Nugget von %1 annehmen</translation>
    </message>
    <message>
        <source>Reopen Nugget of %1</source>
        <translation>Nugget von %1 wieder öffnen</translation>
    </message>
    <message>
        <source>Delete Nugget of %1</source>
        <translation>Nugget von %1 löschen</translation>
    </message>
    <message>
        <source>Merge Nuggets of %1</source>
        <translation>Nuggets von %1 zusammenführen</translation>
    </message>
    <message>
        <source>Move Nugget of %1</source>
        <translation>Nugget von %1 verschieben</translation>
    </message>
</context>
<context>
    <name>PromoteInteractionCommand</name>
    <message>
        <source>Promote interaction %1 to a question</source>
        <translation>Interaktion %1 zur Frage machen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(text not imported)</source>
        <translation>(Text nicht importiert)</translation>
    </message>
</context>
<context>
    <name>RenameRunCommand</name>
    <message>
        <source>Rename run %1 to %2</source>
        <translation>Run %1 in %2 umbenennen</translation>
    </message>
</context>
<context>
    <name>SampleInteractionsCommand</name>
    <message>
        <source>Sample interactions into run %1</source>
        <translation>Interaktionen als Stichprobe in Run %1</translation>
    </message>
</context>
<context>
    <name>SetNuggetReviewCommand</name>
    <message>
        <source>Nugget of %1: %2</source>
        <translation>Nugget von %1: %2</translation>
    </message>
    <message>
        <source>Clear Nugget Verdict of %1</source>
        <translation>Nugget-Urteil von %1 zurücknehmen</translation>
    </message>
</context>
<context>
    <name>SetQuestionStatusCommand</name>
    <message>
        <source>Accept %1</source>
        <translation>%1 annehmen</translation>
    </message>
    <message>
        <source>Reject %1</source>
        <translation>%1 ablehnen</translation>
    </message>
    <message>
        <source>Back to Draft %1</source>
        <translation>%1 zurück zum Entwurf</translation>
    </message>
</context>
<context>
    <name>goldset::agreement</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>schlecht</translation>
    </message>
    <message>
        <source>slight</source>
        <translation>etwas</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>ausreichend</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>mittelmäßig</translation>
    </message>
    <message>
        <source>substantial</source>
        <translation>beachtlich</translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation>fast vollkommen</translation>
    </message>
    <message>
        <source>unexpected character after a closing quote</source>
        <translation>unerwartetes Zeichen nach einem schließenden Anführungszeichen</translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation>ein Feld in Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <source>%1 · claim %2</source>
        <translation>%1 · Aussage %2</translation>
    </message>
</context>
<context>
    <name>goldset::agreement::LabelCsvReader</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>die Datei ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row item,annotator,label</source>
        <translation>die Datei ist leer; erwartet wird eine Kopfzeile item,annotator,label</translation>
    </message>
    <message>
        <source>the header row must name the columns item, annotator and label</source>
        <translation>die Kopfzeile muss die Spalten item, annotator und label nennen</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>erwartet wurden %1 Felder wie in der Kopfzeile, gefunden: %2</translation>
    </message>
    <message>
        <source>the item and the annotator must not be empty</source>
        <translation>Element und Annotator dürfen nicht leer sein</translation>
    </message>
</context>
<context>
    <name>goldset::agreement::RatingSet</name>
    <message>
        <source>the categories repeat a value</source>
        <translation>die Kategorien enthalten einen Wert doppelt</translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is not one of the categories %2</source>
        <translation>das Label „%1“ gehört nicht zu den Kategorien %2</translation>
    </message>
    <message>
        <source>annotator &apos;%1&apos; rates item &apos;%2&apos; a second time (first on line %3)</source>
        <translation>Annotator „%1“ bewertet Element „%2“ ein zweites Mal (zuerst in Zeile %3)</translation>
    </message>
</context>
<context>
    <name>goldset::batch</name>
    <message>
        <source>the project has no batch &apos;%1&apos;</source>
        <translation>das Projekt hat keinen Batch „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no assignment in batch &apos;%2&apos;</source>
        <translation>„%1“ hat keine Zuweisung in Batch „%2“</translation>
    </message>
    <message>
        <source>%1 exists already; choose a new file for the package</source>
        <translation>%1 existiert bereits; wählen Sie eine neue Datei für das Paket</translation>
    </message>
    <message>
        <source>this is not a batch package</source>
        <translation>dies ist kein Batch-Paket</translation>
    </message>
    <message>
        <source>this package belongs to another project</source>
        <translation>dieses Paket gehört zu einem anderen Projekt</translation>
    </message>
    <message>
        <source>the project has no assignment of &apos;%1&apos; in batch &apos;%2&apos;</source>
        <translation>das Projekt hat keine Zuweisung von „%1“ in Batch „%2“</translation>
    </message>
    <message>
        <source>a batch needs a name</source>
        <translation>ein Batch braucht einen Namen</translation>
    </message>
    <message>
        <source>the kind must be relevance or claims, not &apos;%1&apos;</source>
        <translation>die Art muss relevance oder claims sein, nicht „%1“</translation>
    </message>
    <message>
        <source>the strategy must be random, by-document or by-failing, not &apos;%1&apos;</source>
        <translation>die Strategie muss random, by-document oder by-failing sein, nicht „%1“</translation>
    </message>
    <message>
        <source>a batch needs at least one annotator</source>
        <translation>ein Batch braucht mindestens einen Annotator</translation>
    </message>
    <message>
        <source>the overlap must be between 1 and the number of annotators (%1)</source>
        <translation>die Überlappung muss zwischen 1 und der Zahl der Annotatoren (%1) liegen</translation>
    </message>
    <message>
        <source>the size must not be negative</source>
        <translation>die Größe darf nicht negativ sein</translation>
    </message>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation>ein Batch namens „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>the project has no run &apos;%1&apos;</source>
        <translation>das Projekt hat keinen Run „%1“</translation>
    </message>
    <message>
        <source>claims batches and the by-failing strategy need --run</source>
        <translation>Aussagen-Batches und die Strategie by-failing brauchen --run</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a model, not a person</source>
        <translation>„%1“ ist ein Modell, keine Person</translation>
    </message>
    <message>
        <source>no items are left for a new %1 batch</source>
        <translation>für einen neuen %1-Batch sind keine Elemente übrig</translation>
    </message>
</context>
<context>
    <name>goldset::batch::PackageWriter</name>
    <message>
        <source>the project has no question %1</source>
        <translation>das Projekt hat keine Frage %1</translation>
    </message>
    <message>
        <source>the project has no chunk %1</source>
        <translation>das Projekt hat keinen Chunk %1</translation>
    </message>
    <message>
        <source>the project has no document %1</source>
        <translation>das Projekt hat kein Dokument %1</translation>
    </message>
    <message>
        <source>chunk %1 is missing from its document</source>
        <translation>Chunk %1 fehlt in seinem Dokument</translation>
    </message>
</context>
<context>
    <name>goldset::core</name>
    <message>
        <source>is a project Goldset has open (or one of its -wal, -shm files): it is never read or written as another file</source>
        <translation>ist ein Projekt, das Goldset geöffnet hat (oder eine seiner -wal-, -shm-Dateien): es wird nie als andere Datei gelesen oder geschrieben</translation>
    </message>
</context>
<context>
    <name>goldset::io</name>
    <message>
        <source>JSON lines with user_input: a RAGAS evaluation dataset</source>
        <translation>JSON Lines mit user_input: ein RAGAS-Evaluationsdatensatz</translation>
    </message>
    <message>
        <source>JSON lines with qid and retrieved: a Goldset run</source>
        <translation>JSON Lines mit qid und retrieved: ein Goldset-Run</translation>
    </message>
    <message>
        <source>JSON lines with qid and query: the simple question format</source>
        <translation>JSON Lines mit qid und query: das einfache Fragenformat</translation>
    </message>
    <message>
        <source>JSON lines with id and text: a corpus</source>
        <translation>JSON Lines mit id und text: ein Korpus</translation>
    </message>
    <message>
        <source>queries, corpus and relevant_docs: a LlamaIndex QA dataset</source>
        <translation>queries, corpus und relevant_docs: ein LlamaIndex-QA-Datensatz</translation>
    </message>
    <message>
        <source>a list of goldens with input: a DeepEval dataset</source>
        <translation>eine Liste von Goldens mit input: ein DeepEval-Datensatz</translation>
    </message>
    <message>
        <source>a list of objects with qid: the simple question format</source>
        <translation>eine Liste von Objekten mit qid: das einfache Fragenformat</translation>
    </message>
    <message>
        <source>an object with queries: a LlamaIndex QA dataset</source>
        <translation>ein Objekt mit queries: ein LlamaIndex-QA-Datensatz</translation>
    </message>
    <message>
        <source>six columns with Q0: a TREC run</source>
        <translation>sechs Spalten mit Q0: ein TREC-Run</translation>
    </message>
    <message>
        <source>four columns ending in a grade: TREC qrels</source>
        <translation>vier Spalten, die letzte eine Stufe: TREC-qrels</translation>
    </message>
    <message>
        <source>CSV with RAGAS columns</source>
        <translation>CSV mit RAGAS-Spalten</translation>
    </message>
    <message>
        <source>CSV: choose what each column holds</source>
        <translation>CSV: wählen Sie, was jede Spalte enthält</translation>
    </message>
    <message>
        <source>a folder with corpus.jsonl and queries.jsonl: BEIR</source>
        <translation>ein Ordner mit corpus.jsonl und queries.jsonl: BEIR</translation>
    </message>
    <message>
        <source>a folder of documents: a corpus</source>
        <translation>ein Ordner mit Dokumenten: ein Korpus</translation>
    </message>
    <message>
        <source>documents: a corpus</source>
        <translation>Dokumente: ein Korpus</translation>
    </message>
    <message>
        <source>text documents: a corpus</source>
        <translation>Textdokumente: ein Korpus</translation>
    </message>
    <message>
        <source>the files are of different formats; import them one format at a time</source>
        <translation>die Dateien haben verschiedene Formate; importieren Sie jeweils ein Format</translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the preview</source>
        <translation>für die Vorschau kann kein temporärer Ordner angelegt werden</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%n question(s) already in the project will be updated (merged by id).</source>
        <translation>Bereits im Projekt vorhandene Fragen (%n) werden aktualisiert (nach ID zusammengeführt).</translation>
    </message>
    <message>
        <source>%n chunk(s) already in the project keep their id; changed text replaces the old text.</source>
        <translation>Bereits im Projekt vorhandene Chunks (%n) behalten ihre ID; geänderter Text ersetzt den alten.</translation>
    </message>
    <message>
        <source>The preview shows the first %1 lines of each file; the import reads them all.</source>
        <translation>Die Vorschau zeigt die ersten %1 Zeilen jeder Datei; der Import liest alle.</translation>
    </message>
    <message>
        <source>%1 chunk(s) of %2 document(s) already in the project get other text with this import (chunk size %3 characters, overlap %4).</source>
        <translation>%1 Chunk(s) aus %2 Dokument(en), die schon im Projekt sind, erhalten mit diesem Import anderen Text (Chunk-Größe %3 Zeichen, Überlappung %4).</translation>
    </message>
    <message>
        <source>%n label(s) refer to the old chunks: their ids will name text that was not judged. Keep the chunk size the labels were made with, or review those labels.</source>
        <translation>%n Bewertung(en) beziehen sich auf die alten Chunks: ihre IDs bezeichnen dann Text, der nicht bewertet wurde. Behalten Sie die Chunk-Größe bei, mit der bewertet wurde, oder prüfen Sie diese Bewertungen.</translation>
    </message>
    <message>
        <source>%n context(s) given as text match chunks already in the project: the labels and retrievals go to those chunks, no new chunk is added for them.</source>
        <translation>%n als Text angegebene(r) Kontext(e) entsprechen Chunks, die schon im Projekt sind: Bewertungen und Treffer gehen an diese Chunks, es werden keine neuen Chunks angelegt.</translation>
    </message>
    <message>
        <source>export cancelled: nothing written</source>
        <translation>Export abgebrochen: nichts geschrieben</translation>
    </message>
    <message>
        <source>no qrels/%1.tsv; the splits are: %2</source>
        <translation>keine qrels/%1.tsv; die Splits sind: %2</translation>
    </message>
    <message>
        <source>qrels/ holds several splits (%1): choose one with --split NAME</source>
        <translation>qrels/ enthält mehrere Splits (%1): wählen Sie einen mit --split NAME</translation>
    </message>
    <message>
        <source>expected a BEIR folder with corpus.jsonl, queries.jsonl and qrels/</source>
        <translation>erwartet wurde ein BEIR-Ordner mit corpus.jsonl, queries.jsonl und qrels/</translation>
    </message>
    <message>
        <source>the BEIR folder has no %1</source>
        <translation>dem BEIR-Ordner fehlt %1</translation>
    </message>
    <message>
        <source>expected a JSON object {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</source>
        <translation>erwartet wurde ein JSON-Objekt {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</translation>
    </message>
    <message>
        <source>no records, expected JSON lines {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</source>
        <translation>keine Datensätze, erwartet wurden JSON-Zeilen {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</translation>
    </message>
    <message>
        <source>PDF text extraction is not available in this build</source>
        <translation>PDF-Textextraktion ist in diesem Build nicht verfügbar</translation>
    </message>
    <message>
        <source>no .md .txt .html .pdf or .jsonl files in the folder</source>
        <translation>keine .md-, .txt-, .html-, .pdf- oder .jsonl-Dateien im Ordner</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>--map names column &apos;%1&apos;, which is not in the header (%2)</source>
        <translation>--map nennt die Spalte „%1“, die nicht in der Kopfzeile steht (%2)</translation>
    </message>
    <message>
        <source>--map: unknown field &apos;%1&apos;, expected one of: %2</source>
        <translation>--map: unbekanntes Feld „%1“, erwartet wurde eines von: %2</translation>
    </message>
    <message>
        <source>expected both a chunk and a grade column, or neither</source>
        <translation>erwartet wurden eine Chunk- und eine Stufenspalte oder keine von beiden</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, got %2</source>
        <translation>erwartet wurden %1 Felder wie in der Kopfzeile, gefunden %2</translation>
    </message>
    <message>
        <source>no rows after the header</source>
        <translation>keine Zeilen nach der Kopfzeile</translation>
    </message>
    <message>
        <source>unbalanced quote: the quoted field that starts here never ends, expected a closing &apos;&quot;&apos;</source>
        <translation>unausgeglichenes Anführungszeichen: das hier beginnende Feld in Anführungszeichen endet nie, erwartet wurde ein schließendes &apos;&quot;&apos;</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field, expected the whole field in quotes</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen, erwartet wurde das ganze Feld in Anführungszeichen</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>--run-name is required to export %1</source>
        <translation>--run-name ist nötig, um %1 zu exportieren</translation>
    </message>
    <message>
        <source>no run named &apos;%1&apos; in the project</source>
        <translation>kein Run namens „%1“ im Projekt</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;, expected one of: %2</source>
        <translation>unbekanntes Format „%1“, erwartet wurde eines von: %2</translation>
    </message>
    <message>
        <source>no output path given</source>
        <translation>kein Ausgabepfad angegeben</translation>
    </message>
    <message>
        <source>no annotator named &apos;%1&apos; in the project</source>
        <translation>kein Annotator namens „%1“ im Projekt</translation>
    </message>
    <message>
        <source>expected an object {&quot;text&quot;, &quot;verdict&quot;, ...}</source>
        <translation>erwartet wurde ein Objekt {&quot;text&quot;, &quot;verdict&quot;, ...}</translation>
    </message>
    <message>
        <source>field &quot;orphaned&quot;: expected true or false</source>
        <translation>Feld &quot;orphaned&quot;: erwartet wurde true oder false</translation>
    </message>
    <message>
        <source>field &quot;reviews&quot;: expected a list of objects</source>
        <translation>Feld &quot;reviews&quot;: erwartet wurde eine Liste von Objekten</translation>
    </message>
    <message>
        <source>field &quot;blind&quot;: expected true or false</source>
        <translation>Feld &quot;blind&quot;: erwartet wurde true oder false</translation>
    </message>
    <message>
        <source>field &quot;retrieved&quot;: duplicate id &apos;%1&apos;</source>
        <translation>Feld &quot;retrieved&quot;: doppelte ID „%1“</translation>
    </message>
    <message>
        <source>field &quot;scores&quot;: expected an object {metric: number}</source>
        <translation>Feld &quot;scores&quot;: erwartet wurde ein Objekt {metric: number}</translation>
    </message>
    <message>
        <source>scores[&quot;%1&quot;]: expected a number or null</source>
        <translation>scores[&quot;%1&quot;]: erwartet wurde eine Zahl oder null</translation>
    </message>
    <message>
        <source>no input file given</source>
        <translation>keine Eingabedatei angegeben</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>--chunk-size must be positive and --overlap not negative</source>
        <translation>--chunk-size muss positiv und --overlap darf nicht negativ sein</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>eine Transaktion kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>cannot commit the import: %1</source>
        <translation>der Import kann nicht festgeschrieben werden: %1</translation>
    </message>
    <message>
        <source>import cancelled</source>
        <translation>Import abgebrochen</translation>
    </message>
    <message>
        <source>--run-name is required for %1</source>
        <translation>--run-name ist für %1 nötig</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: expected %2, got %3</source>
        <translation>Feld &quot;%1&quot;: erwartet wurde %2, gefunden %3</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is empty, expected an id</source>
        <translation>Feld &quot;%1&quot; ist leer, erwartet wurde eine ID</translation>
    </message>
    <message>
        <source>the file is empty, expected %1</source>
        <translation>die Datei ist leer, erwartet wurde %1</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>erwartet wurde %1, gefunden %2</translation>
    </message>
    <message>
        <source>no records, expected %1</source>
        <translation>keine Datensätze, erwartet wurde %1</translation>
    </message>
    <message>
        <source>is a folder, expected a file</source>
        <translation>ist ein Ordner, erwartet wurde eine Datei</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>invalid UTF-8 (byte 0x%1), expected UTF-8 or UTF-16 text with a BOM</source>
        <translation>ungültiges UTF-8 (Byte 0x%1), erwartet wurde UTF-8- oder UTF-16-Text mit BOM</translation>
    </message>
    <message>
        <source>invalid UTF-16 text</source>
        <translation>ungültiger UTF-16-Text</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; to be an object, got %2</source>
        <translation>erwartet wurde, dass &quot;%1&quot; ein Objekt ist, gefunden %2</translation>
    </message>
    <message>
        <source>relevant_docs[&quot;%1&quot;]: expected a list of node ids</source>
        <translation>relevant_docs[&quot;%1&quot;]: erwartet wurde eine Liste von Knoten-IDs</translation>
    </message>
    <message>
        <source>corpus[&quot;%1&quot;]: expected the node&apos;s text as a string</source>
        <translation>corpus[&quot;%1&quot;]: erwartet wurde der Text des Knotens als Zeichenkette</translation>
    </message>
    <message>
        <source>queries[&quot;%1&quot;]: expected the query text as a string</source>
        <translation>queries[&quot;%1&quot;]: erwartet wurde der Anfragetext als Zeichenkette</translation>
    </message>
    <message>
        <source>expected field &quot;user_input&quot; (or legacy &quot;question&quot;)</source>
        <translation>erwartet wurde das Feld &quot;user_input&quot; (oder das ältere &quot;question&quot;)</translation>
    </message>
    <message>
        <source>expected a column &quot;user_input&quot; (or legacy &quot;question&quot;)</source>
        <translation>erwartet wurde eine Spalte &quot;user_input&quot; (oder die ältere &quot;question&quot;)</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;: %2</source>
        <translation>Spalte &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docid grade&apos;, got %1</source>
        <translation>erwartet wurden 4 Felder &apos;qid iter docid grade&apos;, gefunden %1</translation>
    </message>
    <message>
        <source>no judgments, expected lines &apos;qid iter docid grade&apos;</source>
        <translation>keine Bewertungen, erwartet wurden Zeilen &apos;qid iter docid grade&apos;</translation>
    </message>
    <message>
        <source>duplicate document &apos;%1&apos; for query &apos;%2&apos; (first on line %3)</source>
        <translation>doppeltes Dokument „%1“ für Anfrage „%2“ (zuerst in Zeile %3)</translation>
    </message>
    <message>
        <source>no results, expected lines &apos;qid Q0 docid rank score tag&apos;</source>
        <translation>keine Ergebnisse, erwartet wurden Zeilen &apos;qid Q0 docid rank score tag&apos;</translation>
    </message>
    <message>
        <source>the %1 id &apos;%2&apos; is empty or contains white space, which a TREC file cannot hold: rename it, or export another format</source>
        <translation>die %1-ID „%2“ ist leer oder enthält Leerraum, den eine TREC-Datei nicht aufnehmen kann: benennen Sie sie um oder exportieren Sie ein anderes Format</translation>
    </message>
    <message>
        <source>question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>the file was not completed</source>
        <translation>die Datei wurde nicht fertig geschrieben</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>die Datei ist nicht geöffnet</translation>
    </message>
    <message>
        <source>cancelled: nothing written</source>
        <translation>abgebrochen: nichts geschrieben</translation>
    </message>
    <message>
        <source>a number too large to be read</source>
        <translation>eine Zahl, die zu groß zum Lesen ist</translation>
    </message>
    <message>
        <source>a value of another type than expected</source>
        <translation>ein Wert eines anderen Typs als erwartet</translation>
    </message>
    <message>
        <source>a string that is not valid UTF-8</source>
        <translation>eine Zeichenkette, die kein gültiges UTF-8 ist</translation>
    </message>
    <message>
        <source>a required field is missing</source>
        <translation>ein erforderliches Feld fehlt</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: an id may not contain a NUL character</source>
        <translation>Feld „%1“: eine ID darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <source>a NUL byte, expected text (is this a binary file?)</source>
        <translation>ein NUL-Byte, erwartet wurde Text (ist das eine Binärdatei?)</translation>
    </message>
    <message>
        <source>%1 lies beside it: a project there is open elsewhere or was not closed, and a new file of that name would be read with its log. Choose another name, or open and close that project first.</source>
        <translation>%1 liegt daneben: Ein Projekt dort ist anderswo geöffnet oder wurde nicht geschlossen, und eine neue Datei dieses Namens würde mit seinem Protokoll gelesen. Wählen Sie einen anderen Namen, oder öffnen und schließen Sie dieses Projekt zuerst.</translation>
    </message>
    <message>
        <source>expected a column &quot;input&quot; (DeepEval&apos;s CSV: input, actual_output, expected_output, retrieval_context, context)</source>
        <translation>erwartet wurde eine Spalte &quot;input&quot; (DeepEvals CSV: input, actual_output, expected_output, retrieval_context, context)</translation>
    </message>
    <message>
        <source>JSON lines with input and expected_output: DeepEval goldens</source>
        <translation>JSON-Zeilen mit input und expected_output: DeepEval-Goldens</translation>
    </message>
    <message>
        <source>examples with query and reference_answer: a LlamaIndex RAG dataset</source>
        <translation>examples mit query und reference_answer: ein LlamaIndex-RAG-Datensatz</translation>
    </message>
    <message>
        <source>a list of samples with user_input: a RAGAS dataset</source>
        <translation>eine Liste von Beispielen mit user_input: ein RAGAS-Datensatz</translation>
    </message>
    <message>
        <source>CSV with input and expected_output: a DeepEval dataset</source>
        <translation>CSV mit input und expected_output: ein DeepEval-Datensatz</translation>
    </message>
    <message>
        <source>--grade-map expects FROM=TO pairs with TO in 0..3 (&quot;-1=0,4=3&quot;), got &apos;%1&apos;</source>
        <translation>--grade-map erwartet Paare VON=NACH mit NACH in 0..3 (&quot;-1=0,4=3&quot;), gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>mapped %1 grades onto 0..3 (%2); the original grades are kept, --grade-map FROM=TO,... changes the rule</source>
        <translation>%1 Stufen auf 0..3 abgebildet (%2); die ursprünglichen Stufen bleiben erhalten, --grade-map VON=NACH,... ändert die Regel</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: expected an object {&quot;model_name&quot;, &quot;type&quot;}, got %2</source>
        <translation>Feld &quot;%1&quot;: erwartet wurde ein Objekt {&quot;model_name&quot;, &quot;type&quot;}, gefunden %2</translation>
    </message>
    <message>
        <source>expected an integer grade, got &apos;%1&apos;</source>
        <translation>erwartet wurde eine ganzzahlige Stufe, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>JSON lines with topic_id and references: a TREC RAG answer run</source>
        <translation>JSON Lines mit topic_id und references: ein TREC-RAG-Antwort-Run</translation>
    </message>
    <message>
        <source>field &quot;statements&quot;: expected a list of {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>Feld &quot;statements&quot;: erwartet wird eine Liste von {&quot;text&quot;, &quot;citations&quot;}</translation>
    </message>
    <message>
        <source>expected an object {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>erwartet wird ein Objekt {&quot;text&quot;, &quot;citations&quot;}</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected a list of chunk ids or 1-based ranks</source>
        <translation>Feld &quot;citations&quot;: erwartet wird eine Liste von Chunk-IDs oder Rängen ab 1</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected chunk ids or 1-based ranks, got %1</source>
        <translation>Feld &quot;citations&quot;: erwartet werden Chunk-IDs oder Ränge ab 1, erhalten: %1</translation>
    </message>
    <message>
        <source>field &quot;references&quot;: duplicate id &apos;%1&apos;</source>
        <translation>Feld &quot;references&quot;: doppelte ID „%1“</translation>
    </message>
    <message>
        <source>field &quot;answer&quot;: expected a list of {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>Feld &quot;answer&quot;: erwartet wird eine Liste von {&quot;text&quot;, &quot;citations&quot;}</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected a list of indices</source>
        <translation>Feld &quot;citations&quot;: erwartet wird eine Liste von Indizes</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected indices 0 to %1 into &quot;references&quot;, got %2</source>
        <translation>Feld &quot;citations&quot;: erwartet werden Indizes 0 bis %1 in &quot;references&quot;, erhalten: %2</translation>
    </message>
</context>
<context>
    <name>goldset::metrics</name>
    <message>
        <source>project setting &apos;%1&apos;: %2</source>
        <translation>Projekteinstellung „%1“: %2</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: cutoffs must be positive integers, got &apos;%2&apos;</source>
        <translation>Maß „%1“: Cutoffs müssen positive ganze Zahlen sein, erhalten: „%2“</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: duplicate cutoffs in &apos;%2&apos;</source>
        <translation>Maß „%1“: doppelte Cutoffs in „%2“</translation>
    </message>
    <message>
        <source>malformed pair parameters in &apos;%1&apos;</source>
        <translation>fehlerhafte Paarparameter in „%1“</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MappedText</name>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MetricCatalog</name>
    <message>
        <source>metric &apos;%1&apos;: cutoffs must be positive</source>
        <translation>Metrik „%1“: Cutoffs müssen positiv sein</translation>
    </message>
    <message>
        <source>unknown metric &apos;%1&apos;</source>
        <translation>unbekannte Metrik „%1“</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::QualityBands</name>
    <message>
        <source>bands of %1: expected three falling numbers &quot;poc,production,excellent&quot; (lower is better), got &quot;%2&quot;</source>
        <translation>Bereiche von %1: drei fallende Zahlen „poc,production,excellent“ erwartet (kleiner ist besser), erhalten: „%2“</translation>
    </message>
    <message>
        <source>bands of %1: expected three rising numbers &quot;poc,production,excellent&quot;, got &quot;%2&quot;</source>
        <translation>Bereiche von %1: drei steigende Zahlen „poc,production,excellent“ erwartet, erhalten: „%2“</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunEvaluation</name>
    <message>
        <source>expected 6 fields (qid Q0 docno rank score run), found %1</source>
        <translation>erwartet wurden 6 Felder (qid Q0 docno rank score run), gefunden: %1</translation>
    </message>
    <message>
        <source>the run has no results</source>
        <translation>der Run hat keine Ergebnisse</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is retrieved twice for query &apos;%2&apos;</source>
        <translation>Dokument „%1“ wird für Anfrage „%2“ zweimal abgerufen</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunMetrics</name>
    <message>
        <source>unknown run &apos;%1&apos;</source>
        <translation>unbekannter Run „%1“</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::Threshold</name>
    <message>
        <source>a threshold needs a metric name</source>
        <translation>ein Schwellenwert braucht einen Metriknamen</translation>
    </message>
    <message>
        <source>threshold of &apos;%1&apos;: &apos;%2&apos; is not &apos;&gt;=NUMBER&apos;, &apos;&lt;=NUMBER&apos; or &apos;NUMBER&apos;</source>
        <translation>Schwellenwert von „%1“: „%2“ ist nicht „&gt;=ZAHL“, „&lt;=ZAHL“ oder „ZAHL“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not METRIC=VALUE</source>
        <translation>„%1“ hat nicht die Form METRIK=WERT</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecMeasureSet</name>
    <message>
        <source>improper measure in parameter &apos;%1&apos;</source>
        <translation>ungültiges Maß im Parameter „%1“</translation>
    </message>
    <message>
        <source>illegal measure &apos;%1&apos; (known: %2)</source>
        <translation>unzulässiges Maß „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: utility needs 4 coefficients</source>
        <translation>Maß „%1“: utility braucht 4 Koeffizienten</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: no cutoff values</source>
        <translation>Maß „%1“: keine Cutoff-Werte</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecQrels</name>
    <message>
        <source>the qrels file is empty</source>
        <translation>die qrels-Datei ist leer</translation>
    </message>
    <message>
        <source>expected 4 fields (qid iter docno grade), found %1</source>
        <translation>erwartet wurden 4 Felder (qid iter docno grade), gefunden: %1</translation>
    </message>
    <message>
        <source>more</source>
        <translation>mehr</translation>
    </message>
    <message>
        <source>the qrels file has no judgments</source>
        <translation>die qrels-Datei enthält keine Bewertungen</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is judged twice for query &apos;%2&apos; (first on line %3)</source>
        <translation>Dokument „%1“ ist für Anfrage „%2“ zweimal bewertet (zuerst in Zeile %3)</translation>
    </message>
    <message>
        <source>the grade &apos;%1&apos; is larger than %2, the largest grade eval takes</source>
        <translation>die Stufe „%1“ ist größer als %2, die größte Stufe, die eval annimmt</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecTextEvaluator</name>
    <message>
        <source>the run file is empty</source>
        <translation>die Run-Datei ist leer</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; of the qrels has no results in the run: skipped (use -c to count it with 0)</source>
        <translation>Anfrage „%1“ der qrels hat keine Ergebnisse im Run: übersprungen (mit -c wird sie mit 0 gezählt)</translation>
    </message>
    <message>
        <source>no queries with both results and relevance information</source>
        <translation>keine Anfragen mit Ergebnissen und Relevanzangaben</translation>
    </message>
    <message>
        <source>%1:%2: the grade &apos;%3&apos; is not an integer; read as trec_eval reads it (atol: the leading integer, else 0), %4 such grade(s) in all</source>
        <translation>%1:%2: die Stufe „%3“ ist keine ganze Zahl; gelesen wie von trec_eval (atol: die führende ganze Zahl, sonst 0), insgesamt %4 solche Stufe(n)</translation>
    </message>
    <message>
        <source>%1:%2: the score &apos;%3&apos; is not a number; read as trec_eval reads it (atof: the leading number, else 0), %4 such score(s) in all</source>
        <translation>%1:%2: der Score „%3“ ist keine Zahl; gelesen wie von trec_eval (atof: die führende Zahl, sonst 0), insgesamt %4 solche Score(s)</translation>
    </message>
</context>
<context>
    <name>goldset::monitor</name>
    <message>
        <source>&apos;%1&apos; is not a rule: write METRIC OP VALUE, e.g. &quot;p95_latency_ms &gt; 5000&quot; or &quot;idk_rate &gt; mean30 + 50%&quot;</source>
        <translation>„%1“ ist keine Regel: schreiben Sie METRIK OP WERT, z. B. &quot;p95_latency_ms &gt; 5000&quot; oder &quot;idk_rate &gt; mean30 + 50%&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown metric &apos;%2&apos; (one of %3)</source>
        <translation>„%1“: unbekannte Metrik „%2“ (eine von %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the mean is over 1 to 366 days</source>
        <translation>„%1“: der Mittelwert umfasst 1 bis 366 Tage</translation>
    </message>
    <message>
        <source>the &quot;I don&apos;t know&quot; pattern &apos;%1&apos; is not a valid regular expression: %2</source>
        <translation>das „Weiß nicht“-Muster „%1“ ist kein gültiger regulärer Ausdruck: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2</source>
        <translation>„%1“ muss %2 sein</translation>
    </message>
    <message>
        <source>the field &apos;%1&apos; is missing</source>
        <translation>das Feld „%1“ fehlt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>each source must be an id or an object with an &quot;id&quot;</source>
        <translation>jede Quelle muss eine ID oder ein Objekt mit &quot;id&quot; sein</translation>
    </message>
    <message>
        <source>a source&apos;s &quot;score&quot; must be a number</source>
        <translation>der &quot;score&quot; einer Quelle muss eine Zahl sein</translation>
    </message>
    <message>
        <source>a source&apos;s &quot;text&quot; must be a string</source>
        <translation>der &quot;text&quot; einer Quelle muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>expected one JSON object (an interaction) per line</source>
        <translation>erwartet wird ein JSON-Objekt (eine Interaktion) pro Zeile</translation>
    </message>
    <message>
        <source>a string or a number</source>
        <translation>eine Zeichenkette oder eine Zahl</translation>
    </message>
    <message>
        <source>an ISO 8601 time (2026-03-01T09:15:00Z)</source>
        <translation>eine ISO-8601-Zeit (2026-03-01T09:15:00Z)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a number of 0 or more</source>
        <translation>eine Zahl ab 0</translation>
    </message>
    <message>
        <source>the feedback&apos;s &quot;comment&quot; must be a string</source>
        <translation>der &quot;comment&quot; des Feedbacks muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>a number, true/false or an object {&quot;score&quot;, &quot;comment&quot;}</source>
        <translation>eine Zahl, true/false oder ein Objekt {&quot;score&quot;, &quot;comment&quot;}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>no interaction %1</source>
        <translation>keine Interaktion %1</translation>
    </message>
    <message>
        <source>a run named &apos;%1&apos; exists already</source>
        <translation>ein Run namens „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>cancelled: nothing was imported</source>
        <translation>abgebrochen: nichts wurde importiert</translation>
    </message>
    <message>
        <source>cannot tell the format of this log: give --format interactions|openinference|langfuse</source>
        <translation>das Format dieses Logs ist nicht erkennbar: geben Sie --format interactions|openinference|langfuse an</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>Monitoring report</source>
        <translation>Monitoring-Bericht</translation>
    </message>
    <message>
        <source>No interactions imported yet.</source>
        <translation>Noch keine Interaktionen importiert.</translation>
    </message>
    <message>
        <source>%1 to %2 (UTC), compared with %3 to %4.</source>
        <translation>%1 bis %2 (UTC), verglichen mit %3 bis %4.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>This period</source>
        <translation>Dieser Zeitraum</translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation>Vorheriger Zeitraum</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Days and trends</source>
        <translation>Tage und Trends</translation>
    </message>
    <message>
        <source>7d and 30d: moving averages of the daily values over the 7 and 30 days ending on that day.</source>
        <translation>7d und 30d: gleitende Mittelwerte der Tageswerte über die 7 und 30 Tage bis zu diesem Tag.</translation>
    </message>
    <message>
        <source>Fired alerts</source>
        <translation>Ausgelöste Alarme</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>expected one JSON object (a span) per line</source>
        <translation>erwartet wird ein JSON-Objekt (ein Span) pro Zeile</translation>
    </message>
    <message>
        <source>the span has no trace id (context.trace_id)</source>
        <translation>der Span hat keine Trace-ID (context.trace_id)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time</source>
        <translation>„%1“ ist keine Zeitangabe</translation>
    </message>
    <message>
        <source>expected one JSON object per line</source>
        <translation>erwartet wird ein JSON-Objekt pro Zeile</translation>
    </message>
    <message>
        <source>not a Langfuse observation (&quot;type&quot;), score (&quot;name&quot;, &quot;value&quot;) or trace</source>
        <translation>keine Langfuse-Observation (&quot;type&quot;), kein Score (&quot;name&quot;, &quot;value&quot;) und kein Trace</translation>
    </message>
    <message>
        <source>the line has no trace id (trace_id)</source>
        <translation>die Zeile hat keine Trace-ID (trace_id)</translation>
    </message>
    <message>
        <source>a score&apos;s &quot;value&quot; must be a number</source>
        <translation>der &quot;value&quot; eines Scores muss eine Zahl sein</translation>
    </message>
    <message>
        <source>the observation has no start_time</source>
        <translation>die Observation hat keine start_time</translation>
    </message>
    <message>
        <source>cancelled: nothing was changed</source>
        <translation>abgebrochen: nichts wurde geändert</translation>
    </message>
    <message>
        <source>this is one JSON array, not JSON Lines: monitor import reads one object (an interaction or a span) per line; write one per line first (e.g. jq -c &apos;.[]&apos;)</source>
        <translation>dies ist ein einziges JSON-Array, kein JSON Lines: monitor import liest ein Objekt (eine Interaktion oder einen Span) pro Zeile; schreiben Sie zuerst eines pro Zeile (z. B. jq -c &apos;.[]&apos;)</translation>
    </message>
    <message>
        <source>the interactions already written in steps before could not be taken out again</source>
        <translation>die in früheren Schritten bereits geschriebenen Interaktionen konnten nicht wieder entfernt werden</translation>
    </message>
    <message>
        <source>importing the same files again completes the import</source>
        <translation>ein erneuter Import derselben Dateien vervollständigt den Import</translation>
    </message>
    <message>
        <source>another import applied other &quot;I don&apos;t know&quot; patterns while this one ran: import again</source>
        <translation>ein anderer Import hat währenddessen andere „Weiß nicht“-Muster angewandt: bitte erneut importieren</translation>
    </message>
</context>
<context>
    <name>goldset::report::ReportWriter</name>
    <message>
        <source>the report format must be md, html or pdf, not &apos;%1&apos;</source>
        <translation>das Berichtsformat muss md, html oder pdf sein, nicht „%1“</translation>
    </message>
    <message>
        <source>PDF reports are not available in this program</source>
        <translation>PDF-Berichte sind in diesem Programm nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>goldset::storage</name>
    <message>
        <source>%1 cannot be read here: its log (%2-wal) holds changes not yet in the file, and SQLite cannot make the shared-memory file it needs to read them where it cannot write. Copy the project together with its -wal file to a folder you can write, or open it once where it can be written.</source>
        <translation>%1 kann hier nicht gelesen werden: Sein Protokoll (%2-wal) enthält Änderungen, die noch nicht in der Datei stehen, und SQLite kann die Shared-Memory-Datei, die es zum Lesen braucht, nicht anlegen, wo es nicht schreiben darf. Kopieren Sie das Projekt zusammen mit seiner -wal-Datei in einen Ordner, in den Sie schreiben können, oder öffnen Sie es einmal dort, wo es geschrieben werden kann.</translation>
    </message>
</context>
<context>
    <name>goldset::storage::AdjudicationStore</name>
    <message>
        <source>the adjudication was changed by someone else since you opened it; it now shows their decision</source>
        <translation>die Entscheidung wurde von jemand anderem geändert, seit Sie sie geöffnet haben; jetzt wird deren Entscheidung gezeigt</translation>
    </message>
</context>
<context>
    <name>goldset::storage::AnnotatorStore</name>
    <message>
        <source>the annotator has work in the project and stays</source>
        <translation>der Annotator hat Arbeit im Projekt und bleibt erhalten</translation>
    </message>
</context>
<context>
    <name>goldset::storage::BatchStore</name>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation>ein Batch namens „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>the project has no question &apos;%1&apos; or chunk &apos;%2&apos;</source>
        <translation>das Projekt hat keine Frage „%1“ oder keinen Chunk „%2“</translation>
    </message>
    <message>
        <source>the project has no claim &quot;%1&quot; of question &apos;%2&apos; in run &apos;%3&apos;</source>
        <translation>das Projekt hat keine Aussage „%1“ zu Frage „%2“ im Run „%3“</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Database</name>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 ist keine Datei</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a Goldset project</source>
        <translation>%1 ist kein Goldset-Projekt</translation>
    </message>
    <message>
        <source>%1 was written by a newer Goldset (schema version %2; this Goldset reads up to version %3). Update Goldset to open it; the file was left unchanged.</source>
        <translation>%1 wurde von einem neueren Goldset geschrieben (Schemaversion %2; dieses Goldset liest bis Version %3). Aktualisieren Sie Goldset, um die Datei zu öffnen; sie wurde nicht verändert.</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot configure %1: %2</source>
        <translation>%1 kann nicht konfiguriert werden: %2</translation>
    </message>
    <message>
        <source>cannot start a transaction in %1: %2</source>
        <translation>in %1 kann keine Transaktion gestartet werden: %2</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>Migration auf Schemaversion %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot commit schema version %1: %2</source>
        <translation>Schemaversion %1 kann nicht festgeschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a Goldset project; it was left as it is</source>
        <translation>%1 ist eine leere Datei, kein Goldset-Projekt; sie wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>%1 is open read-only (the file, its folder or its disk cannot be written): nothing can be changed in it</source>
        <translation>%1 ist schreibgeschützt geöffnet (die Datei, ihr Ordner oder ihr Datenträger kann nicht geschrieben werden): darin kann nichts geändert werden</translation>
    </message>
    <message>
        <source>%1 was written by an older Goldset and must be upgraded before it can be read, which a read-only file cannot take; open it once where it can be written</source>
        <translation>%1 wurde von einem älteren Goldset geschrieben und muss vor dem Lesen aktualisiert werden, was bei einer schreibgeschützten Datei nicht geht; öffnen Sie es einmal dort, wo es geschrieben werden kann</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Project</name>
    <message>
        <source>%1 already exists</source>
        <translation>%1 existiert bereits</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ProjectCopy</name>
    <message>
        <source>%1 already exists; a copy never replaces a project</source>
        <translation>%1 existiert bereits; eine Kopie ersetzt nie ein Projekt</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cannot read the table %1 of %2</source>
        <translation>die Tabelle %1 von %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the target is not a PostgreSQL connection</source>
        <translation>das Ziel ist keine PostgreSQL-Verbindung</translation>
    </message>
    <message>
        <source>copying %1: %2</source>
        <translation>beim Kopieren von %1: %2</translation>
    </message>
    <message>
        <source>rows of %1 refer to rows it does not have, so nothing was copied: %2</source>
        <translation>Zeilen von %1 verweisen auf Zeilen, die es nicht enthält; es wurde nichts kopiert: %2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::QuestionStore</name>
    <message>
        <source>the question was changed by someone else since you opened it; it now shows their version</source>
        <translation>die Frage wurde von jemand anderem geändert, seit Sie sie geöffnet haben; jetzt wird deren Fassung gezeigt</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerDatabase</name>
    <message>
        <source>cannot start a transaction on %1: %2</source>
        <translation>auf %1 kann keine Transaktion begonnen werden: %2</translation>
    </message>
    <message>
        <source>cannot create the project on %1: %2</source>
        <translation>das Projekt kann auf %1 nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Goldset project</source>
        <translation>%1 ist kein Goldset-Projekt</translation>
    </message>
    <message>
        <source>%1 was written by a newer Goldset (schema version %2; this Goldset reads up to version %3). Update Goldset to open it; the project was left unchanged.</source>
        <translation>%1 wurde von einem neueren Goldset geschrieben (Schemaversion %2; dieses Goldset liest bis Version %3). Aktualisieren Sie Goldset, um es zu öffnen; das Projekt blieb unverändert.</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>Migration auf Schemaversion %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot commit schema version %1</source>
        <translation>Schemaversion %1 kann nicht festgeschrieben werden</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 does not exist: the database has no project %2</source>
        <translation>%1 existiert nicht: die Datenbank hat kein Projekt %2</translation>
    </message>
    <message>
        <source>cannot set the project&apos;s row-level security on %1: %2</source>
        <translation>die Zeilensicherheit des Projekts auf %1 kann nicht gesetzt werden: %2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerRoles</name>
    <message>
        <source>cannot read the project&apos;s schema: %1</source>
        <translation>das Schema des Projekts kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read the signed-in role</source>
        <translation>die angemeldete Rolle kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot let annotators into the project</source>
        <translation>Annotatoren können keinen Zugang zum Projekt erhalten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a role name: use 1 to 63 bytes without leading or trailing spaces</source>
        <translation>„%1“ kann kein Rollenname sein: verwenden Sie 1 bis 63 Bytes ohne Leerzeichen am Anfang oder Ende</translation>
    </message>
    <message>
        <source>give %1 a password</source>
        <translation>geben Sie %1 ein Passwort</translation>
    </message>
    <message>
        <source>%1 may not create roles on this server: ask its administrator to give %1 CREATEROLE (scripts/team-server.sh gives it to the lead)</source>
        <translation>%1 darf auf diesem Server keine Rollen anlegen: bitten Sie dessen Administrator, %1 CREATEROLE zu geben (scripts/team-server.sh gibt es der Leitung)</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s roles</source>
        <translation>die Rollen des Servers können nicht gelesen werden</translation>
    </message>
    <message>
        <source>the server has a role %1 already: choose another name</source>
        <translation>der Server hat bereits eine Rolle %1: wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>cannot create the role %1</source>
        <translation>die Rolle %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>eine Transaktion kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>cannot create the group role goldset_annotator</source>
        <translation>die Gruppenrolle goldset_annotator kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create the role %1: %2</source>
        <translation>die Rolle %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>cannot read the project&apos;s claims</source>
        <translation>die Aussagen des Projekts lassen sich nicht lesen</translation>
    </message>
    <message>
        <source>cannot set the project&apos;s row-level security</source>
        <translation>die Sicherheit auf Zeilenebene des Projekts lässt sich nicht setzen</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerUrl</name>
    <message>
        <source>%1 is not a postgresql:// URL</source>
        <translation>%1 ist keine postgresql://-Adresse</translation>
    </message>
    <message>
        <source>the server URL cannot be read (postgresql://user@host/database?project=NAME)</source>
        <translation>die Serveradresse ist nicht lesbar (postgresql://user@host/database?project=NAME)</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host/database?project=NAME)</source>
        <translation>%1 nennt keine Datenbank (postgresql://user@host/database?project=NAME)</translation>
    </message>
    <message>
        <source>%1 names no project: add ?project=NAME</source>
        <translation>%1 nennt kein Projekt: ?project=NAME anfügen</translation>
    </message>
    <message>
        <source>%1: a project name on a server is lower-case letters, digits and &apos;_&apos;, starts with a letter and does not start with pg_</source>
        <translation>%1: ein Projektname auf einem Server besteht aus Kleinbuchstaben, Ziffern und &apos;_&apos;, beginnt mit einem Buchstaben und nicht mit pg_</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1 (%2 auf %3)</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Transaction</name>
    <message>
        <source>the project is open read-only: nothing can be changed in it</source>
        <translation>das Projekt ist schreibgeschützt geöffnet: darin kann nichts geändert werden</translation>
    </message>
    <message>
        <source>another Goldset process is writing to this project</source>
        <translation>ein anderer Goldset-Prozess schreibt gerade in dieses Projekt</translation>
    </message>
    <message>
        <source>cancelled while waiting for another Goldset process writing to this project</source>
        <translation>abgebrochen, während auf einen anderen Goldset-Prozess gewartet wurde, der in dieses Projekt schreibt</translation>
    </message>
    <message>
        <source>an import or a job of this window is writing to the project; try again when it has finished</source>
        <translation>ein Import oder ein Auftrag dieses Fensters schreibt gerade in das Projekt; versuchen Sie es erneut, wenn er fertig ist</translation>
    </message>
</context>
<context>
    <name>goldset::storage::WriteLockWait</name>
    <message>
        <source>Waiting for another Goldset process writing to %1...</source>
        <translation>Warte auf einen anderen Goldset-Prozess, der in %1 schreibt ...</translation>
    </message>
</context>
<context>
    <name>goldset::ui</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>This run has no answer for the question.</source>
        <translation>Dieser Run hat keine Antwort auf die Frage.</translation>
    </message>
    <message>
        <source>Claims not found verbatim in the answer:</source>
        <translation>Aussagen, die nicht wörtlich in der Antwort stehen:</translation>
    </message>
    <message>
        <source>No retrieved contexts for this question in this run.</source>
        <translation>Keine abgerufenen Kontexte für diese Frage in diesem Run.</translation>
    </message>
    <message>
        <source>judge&apos;s evidence</source>
        <translation>Beleg des Judges</translation>
    </message>
    <message>
        <source>likely evidence</source>
        <translation>wahrscheinlicher Beleg</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>wahrscheinlich</translation>
    </message>
    <message>
        <source>No reviewed claims to compare yet.</source>
        <translation>Noch keine geprüften Aussagen zum Vergleichen.</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa</source>
        <translation>Cohen&apos;s kappa</translation>
    </message>
    <message>
        <source>disagreements</source>
        <translation>Abweichungen</translation>
    </message>
    <message>
        <source>precision at finding unsupported or contradicted claims</source>
        <translation>Präzision beim Finden unbelegter oder widerlegter Aussagen</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>human:</source>
        <translation>Mensch:</translation>
    </message>
    <message>
        <source>second:</source>
        <translation>Person 2:</translation>
    </message>
    <message>
        <source>judge:</source>
        <translation>Judge:</translation>
    </message>
    <message>
        <source>first:</source>
        <translation>Person 1:</translation>
    </message>
    <message>
        <source>Person vs person (claims reviewed twice): the ceiling for a judge</source>
        <translation>Mensch im Vergleich mit Mensch (doppelt geprüfte Aussagen): die Obergrenze für einen Judge</translation>
    </message>
    <message>
        <source>Faithfulness from the reviewed sample</source>
        <translation>Faithfulness aus der geprüften Stichprobe</translation>
    </message>
    <message>
        <source>judge alone</source>
        <translation>nur Judge</translation>
    </message>
    <message>
        <source>corrected by the reviews (prediction-powered)</source>
        <translation>durch die Prüfungen korrigiert (prediction-powered)</translation>
    </message>
    <message>
        <source>About %1 more reviews would halve the interval.</source>
        <translation>Etwa %1 weitere Prüfungen würden das Intervall halbieren.</translation>
    </message>
    <message>
        <source>More reviews alone cannot halve the interval: the judge&apos;s own spread over the claims dominates.</source>
        <translation>Mehr Prüfungen allein können das Intervall nicht halbieren: Die Streuung des Judges über die Aussagen überwiegt.</translation>
    </message>
    <message>
        <source>Judges against the human verdicts</source>
        <translation>Judges im Vergleich mit den menschlichen Urteilen</translation>
    </message>
    <message>
        <source>judge model</source>
        <translation>Judge-Modell</translation>
    </message>
    <message>
        <source>kappa</source>
        <translation>Kappa</translation>
    </message>
    <message>
        <source>recall of not supported</source>
        <translation>Recall für „nicht belegt“</translation>
    </message>
    <message>
        <source>No package of this batch has been merged back yet.</source>
        <translation>Noch kein Paket dieses Batches wurde zurückgeführt.</translation>
    </message>
    <message>
        <source>%1 new, %2 changed, %3 conflicting (the project&apos;s newer value kept), %4 unchanged</source>
        <translation>%1 neu, %2 geändert, %3 im Konflikt (der neuere Wert des Projekts bleibt), %4 unverändert</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>kept newer</source>
        <translation>neuerer behalten</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>importierte Urteile</translation>
    </message>
    <message>
        <source>Judge (%1) vs people</source>
        <translation>Judge (%1) gegenüber Menschen</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>(imported, no judge named)</source>
        <translation>(importiert, kein Judge genannt)</translation>
    </message>
    <message>
        <source> (primary)</source>
        <translation> (primär)</translation>
    </message>
    <message>
        <source>%1 of %2 claims reviewed, in %3 answers</source>
        <translation>%1 von %2 Aussagen geprüft, in %3 Antworten</translation>
    </message>
    <message>
        <source>Aligned vs plain %1 on the same %2 reviewed claims (held out, cross-validated): kappa %3 → %4.</source>
        <translation>Ausgerichtet gegen einfach, %1, auf denselben %2 geprüften Aussagen (zurückgehalten, kreuzvalidiert): Kappa %3 → %4.</translation>
    </message>
    <message>
        <source>at least two reviewed verdicts are needed for an interval</source>
        <translation>für ein Intervall braucht es mindestens zwei geprüfte Urteile</translation>
    </message>
    <message>
        <source>%1 of %2 verdicts reviewed</source>
        <translation>%1 von %2 Urteilen geprüft</translation>
    </message>
    <message>
        <source>Nuggets in the answer: judge (%1) vs people</source>
        <translation>Nuggets in der Antwort: Judge (%1) gegen Menschen</translation>
    </message>
    <message>
        <source>Nuggets in the contexts: judge (%1) vs people</source>
        <translation>Nuggets in den Kontexten: Judge (%1) gegen Menschen</translation>
    </message>
    <message>
        <source>No reviewed nuggets to compare yet.</source>
        <translation>Noch keine geprüften Nuggets zum Vergleichen.</translation>
    </message>
    <message>
        <source>Mean nugget score (support 1, partial 0.5)</source>
        <translation>Mittlerer Nugget-Wert (gestützt 1, teilweise 0,5)</translation>
    </message>
    <message>
        <source>Share of nuggets present in the contexts</source>
        <translation>Anteil der Nuggets, die in den Kontexten stehen</translation>
    </message>
    <message>
        <source>Citations: judge (%1) vs people</source>
        <translation>Zitate: Judge (%1) gegen Menschen</translation>
    </message>
    <message>
        <source>No reviewed statements to compare yet.</source>
        <translation>Noch keine geprüften Sätze zum Vergleichen.</translation>
    </message>
    <message>
        <source>Both entailed, other citations unnecessary: %1</source>
        <translation>Beide gestützt, andere Zitate unnötig: %1</translation>
    </message>
    <message>
        <source>entailed</source>
        <translation>gestützt</translation>
    </message>
    <message>
        <source>not entailed</source>
        <translation>nicht gestützt</translation>
    </message>
    <message>
        <source>Share of statements their citations entail</source>
        <translation>Anteil der Sätze, die ihre Zitate stützen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AddAnnotatorCommand</name>
    <message>
        <source>add annotator %1</source>
        <translation>Annotator %1 hinzufügen</translation>
    </message>
    <message>
        <source>An annotator named %1 exists already.</source>
        <translation>Es gibt bereits einen Annotator namens %1.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Agreement</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AgreementPanel</name>
    <message>
        <source>Cohen&apos;s kappa per pair of annotators</source>
        <translation>Cohen&apos;s kappa je Annotatorenpaar</translation>
    </message>
    <message>
        <source>Confusion matrix of the selected pair</source>
        <translation>Konfusionsmatrix des gewählten Paars</translation>
    </message>
    <message>
        <source>Agreement over all annotators</source>
        <translation>Übereinstimmung über alle Annotatoren</translation>
    </message>
    <message>
        <source>Select a pair to see its confusion matrix.</source>
        <translation>Wählen Sie ein Paar, um seine Konfusionsmatrix zu sehen.</translation>
    </message>
    <message>
        <source>Confusion matrix of %1 (rows) and %2 (columns); shared items: %3</source>
        <translation>Konfusionsmatrix von %1 (Zeilen) und %2 (Spalten); gemeinsame Elemente: %3</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>%1 items rated by everyone; %2</source>
        <translation>%1 Elemente von allen bewertet; %2</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>needs three or more annotators</source>
        <translation>braucht drei oder mehr Annotatoren</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (nominal)</source>
        <translation>Krippendorff&apos;s α (nominal)</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (ordinal)</source>
        <translation>Krippendorff&apos;s α (ordinal)</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval)</source>
        <translation>Krippendorff&apos;s α (Intervall)</translation>
    </message>
    <message>
        <source>Specific agreement per category</source>
        <translation>Spezifische Übereinstimmung je Kategorie</translation>
    </message>
    <message>
        <source>%1 items rated by %2 annotators: %3. A pair&apos;s n counts only the items both of them rated.</source>
        <translation>%1 Elemente, bewertet von %2 Annotatoren: %3. Das n eines Paares zählt nur die Elemente, die beide bewertet haben.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AgreementScopeBar</name>
    <message>
        <source>&amp;After adjudication</source>
        <translation>Nach S&amp;chlichtung</translation>
    </message>
    <message>
        <source>Agreement task</source>
        <translation>Aufgabe der Übereinstimmungsmessung</translation>
    </message>
    <message>
        <source>Relevance grades</source>
        <translation>Relevanzstufen</translation>
    </message>
    <message>
        <source>Claim verdicts</source>
        <translation>Urteile zu Aussagen</translation>
    </message>
    <message>
        <source>Run of the claims</source>
        <translation>Run der Aussagen</translation>
    </message>
    <message>
        <source>Kappa weighting</source>
        <translation>Kappa-Gewichtung</translation>
    </message>
    <message>
        <source>Unweighted</source>
        <translation>Ungewichtet</translation>
    </message>
    <message>
        <source>Linear weights</source>
        <translation>Lineare Gewichte</translation>
    </message>
    <message>
        <source>Quadratic weights</source>
        <translation>Quadratische Gewichte</translation>
    </message>
    <message>
        <source>Count every rating of an adjudicated item as the adjudicated value</source>
        <translation>Jede Bewertung eines geschlichteten Elements als den geschlichteten Wert zählen</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Run:</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>Alle Runs</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AnnotatorTableModel</name>
    <message>
        <source>lead</source>
        <translation>Leitung</translation>
    </message>
    <message>
        <source>annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ApiKeyStore</name>
    <message>
        <source>the keychain is switched off (GOLDSET_NO_KEYCHAIN)</source>
        <translation>der Schlüsselbund ist abgeschaltet (GOLDSET_NO_KEYCHAIN)</translation>
    </message>
    <message>
        <source>no Secret Service or KWallet answered</source>
        <translation>weder Secret Service noch KWallet hat geantwortet</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AppearancePreferencesPage</name>
    <message>
        <source>A new language takes effect after a restart of Goldset.</source>
        <translation>Eine neue Sprache wird nach einem Neustart von Goldset wirksam.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AssignmentTableModel</name>
    <message>
        <source>submitted</source>
        <translation>abgegeben</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <source>assigned</source>
        <translation>zugewiesen</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of %2 items have a label or a verdict from %3</source>
        <translation>%1 von %2 Elementen haben eine Bewertung oder ein Urteil von %3</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportiert</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Zurückerhalten</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundExport</name>
    <message>
        <source>Export (%1)</source>
        <translation>Export (%1)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export failed: nothing was written.</source>
        <translation>Export fehlgeschlagen: es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export abgebrochen: es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Exported 1 line to %1</source>
        <translation>1 Zeile nach %1 exportiert</translation>
    </message>
    <message>
        <source>Exported %1 lines to %2</source>
        <translation>%1 Zeilen nach %2 exportiert</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundImport</name>
    <message>
        <source>nothing new</source>
        <translation>nichts Neues</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n Dokument</numerusform>
            <numerusform>%n Dokumente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n Chunk</numerusform>
            <numerusform>%n Chunks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n Label</numerusform>
            <numerusform>%n Labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retrieval(s)</source>
        <translation>
            <numerusform>%n Retrieval-Treffer</numerusform>
            <numerusform>%n Retrieval-Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s)</source>
        <translation>
            <numerusform>%n Aussage</numerusform>
            <numerusform>%n Aussagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n review(s)</source>
        <translation>
            <numerusform>%n Prüfung</numerusform>
            <numerusform>%n Prüfungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n score(s)</source>
        <translation>
            <numerusform>%n Score</numerusform>
            <numerusform>%n Scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s)</source>
        <translation>
            <numerusform>%n Nugget</numerusform>
            <numerusform>%n Nuggets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget verdict(s)</source>
        <translation>
            <numerusform>%n Nugget-Ergebnis</numerusform>
            <numerusform>%n Nugget-Ergebnisse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchTableModel</name>
    <message>
        <source>claims</source>
        <translation>Aussagen</translation>
    </message>
    <message>
        <source>relevance</source>
        <translation>Relevanz</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchesPage</name>
    <message>
        <source>Goldset batch packages (*.goldset);;All files (*)</source>
        <translation>Goldset-Batch-Pakete (*.goldset);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Batches</source>
        <translation>Batches</translation>
    </message>
    <message>
        <source>Assignments of the selected batch</source>
        <translation>Zuweisungen des gewählten Batches</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>Abweichungen</translation>
    </message>
    <message>
        <source>&amp;New Batch...</source>
        <translation>&amp;Neuer Batch...</translation>
    </message>
    <message>
        <source>&amp;Add Annotator...</source>
        <translation>Annotator &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>Toggle &amp;Lead</source>
        <translation>&amp;Leitung umschalten</translation>
    </message>
    <message>
        <source>Make the selected annotator a lead, or a lead an annotator again</source>
        <translation>Den gewählten Annotator zur Leitung machen oder eine Leitung wieder zum Annotator</translation>
    </message>
    <message>
        <source>&amp;Export Package...</source>
        <translation>Paket &amp;exportieren...</translation>
    </message>
    <message>
        <source>Write the selected assignment as a .goldset package for its annotator</source>
        <translation>Die gewählte Zuweisung als .goldset-Paket für ihren Annotator schreiben</translation>
    </message>
    <message>
        <source>&amp;Import Package...</source>
        <translation>Paket &amp;importieren...</translation>
    </message>
    <message>
        <source>Merge a package an annotator sent back</source>
        <translation>Ein von einem Annotator zurückgeschicktes Paket einarbeiten</translation>
    </message>
    <message>
        <source>Add Annotator</source>
        <translation>Annotator hinzufügen</translation>
    </message>
    <message>
        <source>Name of the annotator</source>
        <translation>Name des Annotators</translation>
    </message>
    <message>
        <source>Lead (adjudicates, edits guidelines)</source>
        <translation>Leitung (schlichtet, bearbeitet Richtlinien)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Export Package</source>
        <translation>Paket exportieren</translation>
    </message>
    <message>
        <source>Writing the package for %1...</source>
        <translation>Paket für %1 wird geschrieben...</translation>
    </message>
    <message>
        <source>Import Package</source>
        <translation>Paket importieren</translation>
    </message>
    <message>
        <source>Merging %1...</source>
        <translation>%1 wird eingearbeitet...</translation>
    </message>
    <message>
        <source>Batches &amp;&amp; Agreement</source>
        <translation>Batches &amp;&amp; Übereinstimmung</translation>
    </message>
    <message>
        <source>Agreement and disagreements</source>
        <translation>Übereinstimmung und Abweichungen</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>Zusammenführungen</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Password again</source>
        <translation>Passwort wiederholen</translation>
    </message>
    <message>
        <source>Creates a sign-in on the server: the annotator opens this project with this name and password. In blind batches the server shows her no one else&apos;s grades and no judge verdicts. Undo removes her from the project; the sign-in stays on the server.</source>
        <translation>Legt eine Anmeldung auf dem Server an: Die Annotatorin öffnet dieses Projekt mit diesem Namen und Passwort. In blinden Batches zeigt ihr der Server keine Bewertungen anderer und keine Urteile des Judge. Rückgängig entfernt sie aus dem Projekt; die Anmeldung bleibt auf dem Server.</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>&amp;Wiederholen:</translation>
    </message>
    <message>
        <source>&amp;Create Sign-in</source>
        <translation>Anmeldung &amp;anlegen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchesState</name>
    <message>
        <source>Open a project to measure agreement.</source>
        <translation>Öffnen Sie ein Projekt, um die Übereinstimmung zu messen.</translation>
    </message>
    <message>
        <source>No two annotators have graded the same chunk yet. Make a batch with an overlap of 2 or more, send the packages out and import them back.</source>
        <translation>Noch haben keine zwei Annotatoren denselben Chunk bewertet. Erstellen Sie einen Batch mit einer Überlappung von 2 oder mehr, verschicken Sie die Pakete und importieren Sie sie wieder.</translation>
    </message>
    <message>
        <source>No two people have reviewed the same claim yet. Make a claims batch with an overlap of 2 or more.</source>
        <translation>Noch haben keine zwei Personen dieselbe Aussage geprüft. Erstellen Sie einen Aussagen-Batch mit einer Überlappung von 2 oder mehr.</translation>
    </message>
    <message>
        <source>Open a project to split its work into batches and measure agreement.</source>
        <translation>Öffnen Sie ein Projekt, um seine Arbeit in Batches aufzuteilen und die Übereinstimmung zu messen.</translation>
    </message>
    <message>
        <source>This project has no annotators yet. Add the people who label (Add Annotator...), then make a batch for them (New Batch...).</source>
        <translation>Dieses Projekt hat noch keine Annotatoren. Fügen Sie die Personen hinzu, die bewerten (Annotator hinzufügen...), und erstellen Sie dann einen Batch für sie (Neuer Batch...).</translation>
    </message>
    <message>
        <source>No batches yet. New Batch... splits questions (relevance) or a run&apos;s claims (verdicts) among the annotators, with an overlap so that agreement can be measured.</source>
        <translation>Noch keine Batches. Neuer Batch... verteilt Fragen (Relevanz) oder die Aussagen eines Runs (Urteile) auf die Annotatoren, mit einer Überlappung, damit die Übereinstimmung messbar wird.</translation>
    </message>
    <message>
        <source>Cannot create the batch</source>
        <translation>Batch kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Created &quot;%1&quot; (Undo deletes it again).</source>
        <translation>„%1“ erstellt (Rückgängig löscht ihn wieder).</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Cannot export the package</source>
        <translation>Paket kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Cannot import the package</source>
        <translation>Paket kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Wrote %1 with %2 items. Send it to the annotator; they open it in Goldset, label, and send it back for Import Package.</source>
        <translation>%1 mit %2 Elementen geschrieben. Schicken Sie es an den Annotator: Er öffnet es in Goldset, bewertet und schickt es zurück; dann übernehmen Sie es mit „Paket importieren“.</translation>
    </message>
    <message>
        <source>Measuring agreement…</source>
        <translation>Übereinstimmung wird gemessen…</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CandidateModel</name>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>search #%1</source>
        <translation>Suche #%1</translation>
    </message>
    <message>
        <source>labelled</source>
        <translation>bewertet</translation>
    </message>
    <message>
        <source>graded %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>not graded</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ChunkContextView</name>
    <message>
        <source>Select a chunk to see it in its document.</source>
        <translation>Wählen Sie einen Chunk, um ihn in seinem Dokument zu sehen.</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>Dokument %1</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>Quelle %1</translation>
    </message>
    <message>
        <source>language %1</source>
        <translation>Sprache %1</translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s) in the document</source>
        <translation>
            <numerusform>%n Chunk im Dokument</numerusform>
            <numerusform>%n Chunks im Dokument</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationTableModel</name>
    <message>
        <source>entailed</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>not entailed</source>
        <translation>nicht belegt</translation>
    </message>
    <message numerus="yes">
        <source>, %n unnecessary</source>
        <translation>
            <numerusform>, %n unnötig</numerusform>
            <numerusform>, %n unnötig</numerusform>
        </translation>
    </message>
    <message>
        <source>no citation</source>
        <translation>keine Quelle</translation>
    </message>
    <message>
        <source>(not retrieved)</source>
        <translation>(nicht abgerufen)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>unsupported: no citation</source>
        <translation>unbelegt: keine Quelle</translation>
    </message>
    <message>
        <source>unsupported: cites a chunk not retrieved</source>
        <translation>unbelegt: zitiert einen nicht abgerufenen Chunk</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <source>Cites</source>
        <translation>Zitiert</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Meins</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationsTab</name>
    <message>
        <source>Failing statements &amp;only</source>
        <translation>&amp;Nur fehlerhafte Aussagen</translation>
    </message>
    <message>
        <source>Cited statements</source>
        <translation>Zitierende Aussagen</translation>
    </message>
    <message>
        <source>Cited chunks</source>
        <translation>Zitierte Chunks</translation>
    </message>
    <message>
        <source>This answer has no cited statements.</source>
        <translation>Diese Antwort hat keine zitierenden Aussagen.</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s).</source>
        <translation>
            <numerusform>%n Aussage.</numerusform>
            <numerusform>%n Aussagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Citation coverage %1, recall %2, precision %3 (judge %4).</source>
        <translation>Quellenabdeckung %1, Recall %2, Präzision %3 (Judge %4).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>This statement cites nothing.</source>
        <translation>Diese Aussage zitiert nichts.</translation>
    </message>
    <message>
        <source>not retrieved for this question</source>
        <translation>für diese Frage nicht abgerufen</translation>
    </message>
    <message>
        <source>unnecessary (judge)</source>
        <translation>unnötig (Judge)</translation>
    </message>
    <message>
        <source>unnecessary (you)</source>
        <translation>unnötig (Sie)</translation>
    </message>
    <message>
        <source>(text not available)</source>
        <translation>(Text nicht verfügbar)</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>Wählen Sie zuerst, wer Sie sind (Annotator in den Einstellungen).</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimEditor</name>
    <message>
        <source>This project is open read-only.</source>
        <translation>Dieses Projekt ist schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>The claims could not be saved.</source>
        <translation>Die Aussagen konnten nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Choose a claim first.</source>
        <translation>Wählen Sie zuerst eine Aussage.</translation>
    </message>
    <message>
        <source>A claim needs a text: delete it instead (Delete).</source>
        <translation>Eine Aussage braucht einen Text: Löschen Sie sie stattdessen (Entf).</translation>
    </message>
    <message>
        <source>Edit Claim of %1</source>
        <translation>Aussage von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Put the cursor between the two claims to split there.</source>
        <translation>Setzen Sie den Cursor zwischen die beiden Aussagen, um dort zu teilen.</translation>
    </message>
    <message>
        <source>Split Claim of %1</source>
        <translation>Aussage von %1 teilen</translation>
    </message>
    <message>
        <source>The last claim has no next claim to merge with.</source>
        <translation>Die letzte Aussage hat keine nächste, mit der sie zusammengeführt werden kann.</translation>
    </message>
    <message>
        <source>Merge Claims of %1</source>
        <translation>Aussagen von %1 zusammenführen</translation>
    </message>
    <message>
        <source>A claim needs a text.</source>
        <translation>Eine Aussage braucht einen Text.</translation>
    </message>
    <message>
        <source>Add Claim to %1</source>
        <translation>Aussage zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete Claim of %1</source>
        <translation>Aussage von %1 löschen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimTableModel</name>
    <message>
        <source>%1: %2%3%4</source>
        <translation>%1: %2%3%4</translation>
    </message>
    <message>
        <source> (blind)</source>
        <translation> (blind)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source> (adjudicated)</source>
        <translation> (geschlichtet)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Judge&apos;s reason</source>
        <translation>Begründung des Judges</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>Prüfungen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimTextDialog</name>
    <message>
        <source>Add Claim</source>
        <translation>Aussage hinzufügen</translation>
    </message>
    <message>
        <source>Split Claim</source>
        <translation>Aussage teilen</translation>
    </message>
    <message>
        <source>Edit Claim</source>
        <translation>Aussage bearbeiten</translation>
    </message>
    <message>
        <source>Put the cursor where the first claim ends and press Return.</source>
        <translation>Setzen Sie den Cursor ans Ende der ersten Aussage und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <source>One checkable statement. Return saves; Ctrl+Return splits the claim in two at the cursor. The judge&apos;s verdicts of a changed claim are cleared: Run Judge judges it again.</source>
        <translation>Eine überprüfbare Aussage. Eingabe speichert; Strg+Eingabe teilt die Aussage am Cursor in zwei. Die Urteile des Judge zu einer geänderten Aussage werden gelöscht: „Judge ausführen“ bewertet sie neu.</translation>
    </message>
    <message>
        <source>Claim text</source>
        <translation>Text der Aussage</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Split at &amp;Cursor</source>
        <translation>Am &amp;Cursor teilen</translation>
    </message>
    <message>
        <source>A claim needs a text.</source>
        <translation>Eine Aussage braucht einen Text.</translation>
    </message>
    <message>
        <source>Put the cursor between the two claims to split there.</source>
        <translation>Setzen Sie den Cursor zwischen die beiden Aussagen, um dort zu teilen.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ComparisonChartView</name>
    <message>
        <source>%1 of the questions of %2, worst first</source>
        <translation>%1 der Fragen von %2, schlechteste zuerst</translation>
    </message>
    <message>
        <source>Check runs in the list to compare them.</source>
        <translation>Kreuzen Sie Runs in der Liste an, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 with 95% bootstrap intervals</source>
        <translation>%1 mit 95-%-Bootstrap-Intervallen</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>%1 by run: %2</source>
        <translation>%1 je Run: %2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ComparisonTableModel</name>
    <message>
        <source>below proof of concept</source>
        <translation>unter Proof of Concept</translation>
    </message>
    <message>
        <source>proof of concept</source>
        <translation>Proof of Concept</translation>
    </message>
    <message>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>exzellent</translation>
    </message>
    <message>
        <source>Bands (proof of concept, production, excellent): %1</source>
        <translation>Bereiche (Proof of Concept, Produktion, exzellent): %1</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>95% bootstrap interval over %n question(s): %1 to %2</source>
        <translation>
            <numerusform>95-%-Bootstrap-Intervall über %n Frage: %1 bis %2</numerusform>
            <numerusform>95-%-Bootstrap-Intervall über %n Fragen: %1 bis %2</numerusform>
        </translation>
    </message>
    <message>
        <source>PASS: threshold %1</source>
        <translation>BESTANDEN: Schwellenwert %1</translation>
    </message>
    <message>
        <source>FAIL: threshold %1</source>
        <translation>NICHT BESTANDEN: Schwellenwert %1</translation>
    </message>
    <message>
        <source>Band: %1</source>
        <translation>Bereich: %1</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <source>no claims judged</source>
        <translation>keine Aussagen bewertet</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>importierte Urteile</translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation>Judge %1</translation>
    </message>
    <message>
        <source>%1, %2% of %3 claims reviewed</source>
        <translation>%1, %2 % von %3 Aussagen geprüft</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2% of %3</source>
        <translation>%1 %2 % von %3</translation>
    </message>
    <message>
        <source>judge %1; claims reviewed: %2</source>
        <translation>Judge %1; geprüfte Aussagen: %2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ConfusionMatrixModel</name>
    <message>
        <source>%1 said %2, %3 said %4</source>
        <translation>%1 sagte %2, %3 sagte %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ConnectionTester</name>
    <message>
        <source>The base URL must be an http(s) URL such as http://localhost:8080/v1.</source>
        <translation>Die Basis-URL muss eine http(s)-URL sein, etwa http://localhost:8080/v1.</translation>
    </message>
    <message>
        <source>Enter the name of the model first.</source>
        <translation>Geben Sie zuerst den Namen des Modells ein.</translation>
    </message>
    <message>
        <source>Connected: %1 answered in %2 ms.</source>
        <translation>Verbunden: %1 hat in %2 ms geantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>the server is busy or limits how often it may be asked (%1) and still was after %n retries; try again in a minute.</source>
        <translation>
            <numerusform>Der Server ist ausgelastet oder begrenzt, wie oft er gefragt werden darf (%1), und war es auch nach %n Wiederholung noch; versuchen Sie es in einer Minute erneut.</numerusform>
            <numerusform>Der Server ist ausgelastet oder begrenzt, wie oft er gefragt werden darf (%1), und war es auch nach %n Wiederholungen noch; versuchen Sie es in einer Minute erneut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusBrowser</name>
    <message>
        <source>Search the chunks (full text, any language) and press Enter</source>
        <translation>Chunks durchsuchen (Volltext, jede Sprache) und Enter drücken</translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation>Suche fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No chunk matches.</source>
        <translation>Kein Chunk passt.</translation>
    </message>
    <message numerus="yes">
        <source>The best %n hits:</source>
        <translation>
            <numerusform>Der beste Treffer (%n):</numerusform>
            <numerusform>Die besten %n Treffer:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s):</source>
        <translation>
            <numerusform>%n Treffer:</numerusform>
            <numerusform>%n Treffer:</numerusform>
        </translation>
    </message>
    <message>
        <source>(these words are very common: ranked among the first %L1 matching chunks only; add a rarer word)</source>
        <translation>(diese Wörter sind sehr häufig: nur unter den ersten %L1 passenden Chunks gerankt; fügen Sie ein selteneres Wort hinzu)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusTreeModel</name>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Quelle: %2</translation>
    </message>
    <message>
        <source>%1 (text not imported)</source>
        <translation>%1 (Text nicht importiert)</translation>
    </message>
    <message>
        <source>Document / chunk</source>
        <translation>Dokument / Chunk</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>Chunks</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CreateBatchCommand</name>
    <message>
        <source>create batch %1</source>
        <translation>Batch „%1“ erstellen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetPage</name>
    <message>
        <source>&amp;Questions</source>
        <translation>&amp;Fragen</translation>
    </message>
    <message>
        <source>&amp;Corpus</source>
        <translation>&amp;Korpus</translation>
    </message>
    <message>
        <source>Filter by id, question or ground truth (Ctrl+F)</source>
        <translation>Nach ID, Frage oder Referenzantwort filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jeder Status</translation>
    </message>
    <message>
        <source>Any origin</source>
        <translation>Jede Herkunft</translation>
    </message>
    <message>
        <source>Near duplicates only</source>
        <translation>Nur Fast-Duplikate</translation>
    </message>
    <message>
        <source>Questions whose words nearly match another question&apos;s</source>
        <translation>Fragen, deren Wörter fast mit denen einer anderen Frage übereinstimmen</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>Herkunft:</translation>
    </message>
    <message>
        <source>Keys: A accept · R reject · D back to draft · E edit · Delete remove · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
        <translation>Tasten: A annehmen · R ablehnen · D zurück zum Entwurf · E bearbeiten · Entf entfernen · Strg+Z rückgängig · Strg+Umschalt+Z wiederholen</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>Ableh&amp;nen</translation>
    </message>
    <message>
        <source>Back to &amp;Draft</source>
        <translation>Zurück zum &amp;Entwurf</translation>
    </message>
    <message>
        <source>&amp;Edit Question...</source>
        <translation>Frage &amp;bearbeiten...</translation>
    </message>
    <message>
        <source>De&amp;lete Question...</source>
        <translation>Frage &amp;löschen...</translation>
    </message>
    <message>
        <source>&amp;Find Questions</source>
        <translation>Fragen &amp;suchen</translation>
    </message>
    <message>
        <source>Show the &amp;Corpus</source>
        <translation>&amp;Korpus anzeigen</translation>
    </message>
    <message>
        <source>Delete Question</source>
        <translation>Frage löschen</translation>
    </message>
    <message>
        <source>Delete %1 and its relevance labels?

Undo (Ctrl+Z) brings both back; the results of runs for this question are deleted for good.</source>
        <translation>%1 und seine Relevanzbewertungen löschen?

Rückgängig (Strg+Z) stellt beides wieder her; die Run-Ergebnisse zu dieser Frage werden endgültig gelöscht.</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>&amp;Generate Questions...</source>
        <translation>Fragen &amp;generieren...</translation>
    </message>
    <message>
        <source>Questions and corpus</source>
        <translation>Fragen und Korpus</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>Fragen durchsuchen</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>&amp;New Question...</source>
        <translation>&amp;Neue Frage...</translation>
    </message>
    <message>
        <source>New Question %1</source>
        <translation>Neue Frage %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetState</name>
    <message>
        <source>No project open</source>
        <translation>Kein Projekt geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 questions</source>
        <translation>%1 von %2 Fragen</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 ist jetzt %2</translation>
    </message>
    <message>
        <source>Added %1 as a draft</source>
        <translation>%1 als Entwurf hinzugefügt</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>The questions could not be read: %1</source>
        <translation>Die Fragen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>Fragen werden gelesen…</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DisagreementModel</name>
    <message>
        <source>supported</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>unbelegt</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>widerlegt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Dissent</source>
        <translation>Gegenstimmen</translation>
    </message>
    <message>
        <source>Adjudicated</source>
        <translation>Geschlichtet</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DisagreementPanel</name>
    <message>
        <source>&amp;Open only</source>
        <translation>Nur &amp;offene</translation>
    </message>
    <message>
        <source>Hide the items the lead has adjudicated</source>
        <translation>Elemente ausblenden, die die Leitung geschlichtet hat</translation>
    </message>
    <message>
        <source>Disagreement queue</source>
        <translation>Abweichungsliste</translation>
    </message>
    <message>
        <source>The disagreement in full</source>
        <translation>Die Abweichung im Ganzen</translation>
    </message>
    <message>
        <source>Reason for the adjudication</source>
        <translation>Begründung der Schlichtung</translation>
    </message>
    <message>
        <source>Reason (typed before the value key; Enter saves it for a settled item)</source>
        <translation>Begründung (vor der Werttaste tippen; Enter speichert sie bei einem geschlichteten Element)</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Begründung:</translation>
    </message>
    <message>
        <source>Keys: 0–3 grade or S / U / C verdict adjudicates and moves on; Backspace clears; Enter or J next, K previous; R types a reason; double click opens the question.</source>
        <translation>Tasten: 0–3 (Stufe) oder S / U / C (Urteil) schlichtet und geht weiter; Rücktaste löscht; Enter oder J&#xa0;nächste, K&#xa0;vorige; R&#xa0;gibt eine Begründung ein; Doppelklick öffnet die Frage.</translation>
    </message>
    <message>
        <source>Adjudicate Grade %1</source>
        <translation>Stufe %1 schlichten</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Supported</source>
        <translation>Als &amp;belegt schlichten</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Unsupported</source>
        <translation>Als &amp;unbelegt schlichten</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Contradicted</source>
        <translation>Als &amp;widerlegt schlichten</translation>
    </message>
    <message>
        <source>Clear the Adjudication</source>
        <translation>Schlichtung löschen</translation>
    </message>
    <message>
        <source>Next Disagreement</source>
        <translation>Nächste Abweichung</translation>
    </message>
    <message>
        <source>Previous Disagreement</source>
        <translation>Vorige Abweichung</translation>
    </message>
    <message>
        <source>Type a &amp;Reason</source>
        <translation>Be&amp;gründung eingeben</translation>
    </message>
    <message>
        <source>No disagreements: the annotators agree on every item they share (or no item has two ratings yet).</source>
        <translation>Keine Abweichungen: Die Annotatoren stimmen bei jedem gemeinsamen Element überein (oder noch kein Element hat zwei Bewertungen).</translation>
    </message>
    <message>
        <source>%1 disagreements, largest first.</source>
        <translation>%1 Abweichungen, größte zuerst.</translation>
    </message>
    <message>
        <source>Not adjudicated yet.</source>
        <translation>Noch nicht geschlichtet.</translation>
    </message>
    <message>
        <source>Adjudicated: %1.</source>
        <translation>Geschlichtet: %1.</translation>
    </message>
    <message>
        <source>Adjudicated: %1. Reason: %2</source>
        <translation>Geschlichtet: %1. Begründung: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Last disagreement of the queue.</source>
        <translation>Letzte Abweichung der Liste.</translation>
    </message>
    <message>
        <source>First disagreement of the queue.</source>
        <translation>Erste Abweichung der Liste.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DistributionChartView</name>
    <message>
        <source>Questions of %1 with %2 in [%3, %4]</source>
        <translation>Fragen von %1 mit %2 in [%3, %4]</translation>
    </message>
    <message>
        <source>Choose a run to see how its questions spread.</source>
        <translation>Wählen Sie einen Run, um die Verteilung seiner Fragen zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2: %n question(s)</source>
        <translation>
            <numerusform>%1 von %2: %n Frage</numerusform>
            <numerusform>%1 von %2: %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Distribution of %1 for %2: %3</source>
        <translation>Verteilung von %1 für %2: %3</translation>
    </message>
    <message>
        <source>Evaluating %1...</source>
        <translation>%1 wird ausgewertet...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GenerateQuestionsDialog</name>
    <message>
        <source>Generate Questions</source>
        <translation>Fragen generieren</translation>
    </message>
    <message>
        <source>The selected chunk</source>
        <translation>Der gewählte Chunk</translation>
    </message>
    <message>
        <source>The %1 selected chunks</source>
        <translation>Die %1 gewählten Chunks</translation>
    </message>
    <message>
        <source>The chunks of the selected document</source>
        <translation>Die Chunks des gewählten Dokuments</translation>
    </message>
    <message>
        <source>The chunks of the %1 selected documents</source>
        <translation>Die Chunks der %1 gewählten Dokumente</translation>
    </message>
    <message>
        <source>Selected chunks (select them in the Corpus tab)</source>
        <translation>Gewählte Chunks (im Tab „Korpus“ auswählen)</translation>
    </message>
    <message>
        <source>All %1 chunks of the %2 documents</source>
        <translation>Alle %1 Chunks der %2 Dokumente</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source> chunks</source>
        <translation> Chunks</translation>
    </message>
    <message>
        <source>At most this many chunks in this run, of those not done yet.</source>
        <translation>Höchstens so viele der noch nicht erledigten Chunks in diesem Durchgang.</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>Prompt-Vorlage</translation>
    </message>
    <message>
        <source>Template hash %1 (each question records the hash of its own filled-in prompt).</source>
        <translation>Vorlagen-Hash %1 (jede Frage speichert den Hash ihres eigenen ausgefüllten Prompts).</translation>
    </message>
    <message>
        <source>Chunks:</source>
        <translation>Chunks:</translation>
    </message>
    <message>
        <source>&amp;Questions per chunk:</source>
        <translation>&amp;Fragen je Chunk:</translation>
    </message>
    <message>
        <source>At &amp;most:</source>
        <translation>&amp;Höchstens:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <source>Prompt template of this project (read-only here):</source>
        <translation>Prompt-Vorlage dieses Projekts (hier schreibgeschützt):</translation>
    </message>
    <message>
        <source>%1 at %2, %3 requests at once (Edit → Preferences)</source>
        <translation>%1 auf %2, %3 Anfragen gleichzeitig (Bearbeiten → Einstellungen)</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>Kein Endpunkt oder Modell eingestellt: Stellen Sie sie unter Bearbeiten → Einstellungen → LLM ein.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird generiert…</translation>
    </message>
    <message>
        <source>Generating questions</source>
        <translation>Fragen werden generiert</translation>
    </message>
    <message>
        <source>Nothing was generated: %1</source>
        <translation>Nichts wurde generiert: %1</translation>
    </message>
    <message>
        <source>Generated 1 draft question</source>
        <translation>1 Frage als Entwurf generiert</translation>
    </message>
    <message>
        <source>Generated %1 draft questions</source>
        <translation>%1 Fragen als Entwurf generiert</translation>
    </message>
    <message>
        <source>1 chunk failed</source>
        <translation>1 Chunk fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 chunks failed</source>
        <translation>%1 Chunks fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 of %2 chunks are done; run again to do the rest.</source>
        <translation>%1 von %2 Chunks sind erledigt; starten Sie erneut für den Rest.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>All %1 chunks are done.</source>
        <translation>Alle %1 Chunks sind erledigt.</translation>
    </message>
    <message>
        <source>Generate Questions: %1</source>
        <translation>Fragen generieren: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GoldChunkModel</name>
    <message>
        <source>%1 adjudicated</source>
        <translation>%1 geschlichtet</translation>
    </message>
    <message>
        <source>%1 median, spread %2</source>
        <translation>%1 Median, Streuung %2</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>geschlichtet</translation>
    </message>
    <message>
        <source>adjudicated by %1</source>
        <translation>geschlichtet von %1</translation>
    </message>
    <message>
        <source>median, spread %1</source>
        <translation>Median, Streuung %1</translation>
    </message>
    <message>
        <source>one label</source>
        <translation>eine Bewertung</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GuidelinesPanel</name>
    <message>
        <source>not relevant</source>
        <translation>nicht relevant</translation>
    </message>
    <message>
        <source>partially relevant</source>
        <translation>teilweise relevant</translation>
    </message>
    <message>
        <source>relevant</source>
        <translation>relevant</translation>
    </message>
    <message>
        <source>highly relevant</source>
        <translation>hoch relevant</translation>
    </message>
    <message>
        <source>&lt;b&gt;Grades&lt;/b&gt; (press the digit)</source>
        <translation>&lt;b&gt;Stufen&lt;/b&gt; (Ziffer drücken)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt;&lt;br&gt;J / K or ↓ / ↑: next / previous chunk&lt;br&gt;N / P: next / previous question&lt;br&gt;Backspace: clear grade&lt;br&gt;C: neighbouring chunks&lt;br&gt;/ or Ctrl+F: search the corpus&lt;br&gt;Ctrl+Z / Ctrl+Shift+Z: undo / redo&lt;br&gt;G: gold mode (leads)</source>
        <translation>&lt;b&gt;Tasten&lt;/b&gt;&lt;br&gt;J / K oder ↓ / ↑: nächster / vorheriger Chunk&lt;br&gt;N / P: nächste / vorherige Frage&lt;br&gt;Rücktaste: Stufe löschen&lt;br&gt;C: benachbarte Chunks&lt;br&gt;/ oder Strg+F: Korpus durchsuchen&lt;br&gt;Strg+Z / Strg+Umschalt+Z: rückgängig / wiederholen&lt;br&gt;G: Gold-Modus (Leitung)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Guidelines&lt;/b&gt;</source>
        <translation>&lt;b&gt;Richtlinien&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Edit Guidelines...</source>
        <translation>Richtlinien bearbeiten...</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This project has no guidelines yet. A lead can write them.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Dieses Projekt hat noch keine Richtlinien. Die Leitung kann sie schreiben.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Only a lead edits the guidelines.</source>
        <translation>Nur die Leitung bearbeitet die Richtlinien.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::HistoryChartView</name>
    <message>
        <source>%1 of the questions of %2, worst first</source>
        <translation>%1 der Fragen von %2, schlechteste zuerst</translation>
    </message>
    <message>
        <source>%1 across runs</source>
        <translation>%1 über die Runs</translation>
    </message>
    <message>
        <source>No runs yet: import one (File → Import) to see its history.</source>
        <translation>Noch keine Runs: Importieren Sie einen (Datei → Importieren), um den Verlauf zu sehen.</translation>
    </message>
    <message>
        <source>Runs in time order</source>
        <translation>Runs in zeitlicher Reihenfolge</translation>
    </message>
    <message>
        <source>runs (click for questions)</source>
        <translation>Runs (Klick: Fragen)</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n run(s): %2</source>
        <translation>
            <numerusform>%1 über %n Run: %2</numerusform>
            <numerusform>%1 über %n Runs: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportExportActions</name>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importieren...</translation>
    </message>
    <message>
        <source>Import documents, question sets, labels or runs</source>
        <translation>Dokumente, Fragensätze, Bewertungen oder Runs importieren</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation>Run-Name:</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Als %1 exportieren</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOptionsPage</name>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>e.g. hybrid-v3</source>
        <translation>z. B. hybrid-v3</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> Zeichen</translation>
    </message>
    <message>
        <source> sentences</source>
        <translation> Sätze</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>&amp;Run name:</source>
        <translation>&amp;Run-Name:</translation>
    </message>
    <message>
        <source>&amp;Annotator of the labels:</source>
        <translation>&amp;Annotator der Bewertungen:</translation>
    </message>
    <message>
        <source>&amp;Chunk size:</source>
        <translation>&amp;Chunk-Größe:</translation>
    </message>
    <message>
        <source>&amp;Overlap when a paragraph is split:</source>
        <translation>&amp;Überlappung beim Teilen eines Absatzes:</translation>
    </message>
    <message>
        <source>Column &amp;mapping:</source>
        <translation>Spalten&amp;zuordnung:</translation>
    </message>
    <message>
        <source>leave empty to import questions only, without the responses</source>
        <translation>leer lassen, um nur die Fragen ohne Antworten zu importieren</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s) as %1.</source>
        <translation>
            <numerusform>%n Datei wird als %1 importiert.</numerusform>
            <numerusform>%n Dateien werden als %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The column names cannot be read: %1</source>
        <translation>Die Spaltennamen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The qrels file (qrels/&lt;split&gt;.tsv) whose queries and judgments are imported</source>
        <translation>Die qrels-Datei (qrels/&lt;split&gt;.tsv), deren Anfragen und Bewertungen importiert werden</translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation>&amp;Split:</translation>
    </message>
    <message>
        <source>e.g. -1=0,4=3 (empty: 0 and below become 0, above 3 becomes 3)</source>
        <translation>z. B. -1=0,4=3 (leer: 0 und darunter wird 0, über 3 wird 3)</translation>
    </message>
    <message>
        <source>How grades outside 0..3 become Goldset&apos;s grades: FROM=TO pairs with TO in 0..3, the same as goldset-cli import --grade-map. The original grades are kept; the preview says how many change.</source>
        <translation>Wie Noten außerhalb von 0..3 zu Goldset-Noten werden: Paare VON=NACH mit NACH in 0..3, wie bei goldset-cli import --grade-map. Die ursprünglichen Noten bleiben erhalten; die Vorschau sagt, wie viele sich ändern.</translation>
    </message>
    <message>
        <source>&amp;Grade map:</source>
        <translation>&amp;Notenzuordnung:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOutcomeDialog</name>
    <message>
        <source>Package Imported</source>
        <translation>Paket importiert</translation>
    </message>
    <message>
        <source>What the import changed</source>
        <translation>Was der Import geändert hat</translation>
    </message>
    <message>
        <source>%1: batch %2, annotator %3.</source>
        <translation>%1: Batch „%2“, Annotator %3.</translation>
    </message>
    <message>
        <source>Nothing changed: the project already holds everything in this package.</source>
        <translation>Nichts geändert: Das Projekt enthält bereits alles aus diesem Paket.</translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation>Neu: %1</translation>
    </message>
    <message>
        <source>Changed (the package&apos;s change is newer): %1</source>
        <translation>Geändert (die Änderung im Paket ist neuer): %1</translation>
    </message>
    <message>
        <source>Unchanged: %1</source>
        <translation>Unverändert: %1</translation>
    </message>
    <message>
        <source>Kept (the project&apos;s value is newer): %1</source>
        <translation>Beibehalten (der Wert im Projekt ist neuer): %1</translation>
    </message>
    <message>
        <source>Outside the assignment, ignored: %1</source>
        <translation>Außerhalb der Zuweisung, ignoriert: %1</translation>
    </message>
    <message>
        <source>Changed labels (old → new):</source>
        <translation>Geänderte Bewertungen (alt → neu):</translation>
    </message>
    <message>
        <source>Kept, newer in the project:</source>
        <translation>Beibehalten, im Projekt neuer:</translation>
    </message>
    <message>
        <source>The assignment is now: %1.</source>
        <translation>Die Zuweisung ist jetzt: %1.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>This is what will be imported. Nothing is written until you press Import.</source>
        <translation>Dies wird importiert. Nichts wird geschrieben, bevor Sie auf „Importieren“ klicken.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>Referenzantwort</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>Chunks</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>This input cannot be imported:
%1</source>
        <translation>Diese Eingabe kann nicht importiert werden:
%1</translation>
    </message>
    <message>
        <source>From the first lines: %1.</source>
        <translation>Aus den ersten Zeilen: %1.</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <source>The grade map changes no grade.</source>
        <translation>Die Notenzuordnung ändert keine Note.</translation>
    </message>
    <message numerus="yes">
        <source>The grade map changes %n grade(s) (see Warnings).</source>
        <translation>
            <numerusform>Die Notenzuordnung ändert %n Note (siehe Warnungen).</numerusform>
            <numerusform>Die Notenzuordnung ändert %n Noten (siehe Warnungen).</numerusform>
        </translation>
    </message>
    <message>
        <source>The input holds: %1.</source>
        <translation>Die Eingabe enthält: %1.</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 updated, %4 unchanged</source>
        <translation>%1: %2 neu, %3 aktualisiert, %4 unverändert</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>Nothing in this project changes.</source>
        <translation>In diesem Projekt ändert sich nichts.</translation>
    </message>
    <message>
        <source>In this project:</source>
        <translation>In diesem Projekt:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportRunPage</name>
    <message>
        <source>Importing</source>
        <translation>Import läuft</translation>
    </message>
    <message>
        <source>&amp;Cancel Import</source>
        <translation>Import &amp;abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n file(s)...</source>
        <translation>
            <numerusform>%n Datei wird gelesen...</numerusform>
            <numerusform>%n Dateien werden gelesen...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling; the project stays as it was...</source>
        <translation>Wird abgebrochen; das Projekt bleibt unverändert...</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>Importiert: %1.</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Nichts wurde importiert: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportSourcePage</name>
    <message>
        <source>Files to import</source>
        <translation>Zu importierende Dateien</translation>
    </message>
    <message>
        <source>Documents for the corpus, question sets from RAGAS, DeepEval, LlamaIndex or BEIR, TREC qrels and runs, Goldset runs, or CSV.</source>
        <translation>Dokumente für das Korpus, Fragensätze aus RAGAS, DeepEval, LlamaIndex oder BEIR, TREC-qrels und -Runs, Goldset-Runs oder CSV.</translation>
    </message>
    <message>
        <source>Add &amp;Files...</source>
        <translation>&amp;Dateien hinzufügen...</translation>
    </message>
    <message>
        <source>Add F&amp;older...</source>
        <translation>&amp;Ordner hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>(choose a format)</source>
        <translation>(Format wählen)</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation>Dateien hinzufügen</translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Add files, or drop them on the main window.</source>
        <translation>Fügen Sie Dateien hinzu oder ziehen Sie sie auf das Hauptfenster.</translation>
    </message>
    <message>
        <source>The format could not be guessed; choose it.</source>
        <translation>Das Format wurde nicht erkannt; bitte wählen Sie es.</translation>
    </message>
    <message>
        <source>Guessed: %1.</source>
        <translation>Erkannt: %1.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportWizard</name>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
</context>
<context>
    <name>goldset::ui::InteractionTableModel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>no sources</source>
        <translation>keine Quellen</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>escalated</source>
        <translation>eskaliert</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Feedback</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlschlag</translation>
    </message>
</context>
<context>
    <name>goldset::ui::JobLauncher</name>
    <message>
        <source>%1: looking up the API key…</source>
        <translation>%1: API-Schlüssel wird gesucht…</translation>
    </message>
</context>
<context>
    <name>goldset::ui::JobProgressDialog</name>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>about 1 second left</source>
        <translation>noch etwa 1 Sekunde</translation>
    </message>
    <message>
        <source>about %1 seconds left</source>
        <translation>noch etwa %1 Sekunden</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>noch etwa %1 Min.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cancelling: finishing the item being written…</source>
        <translation>Wird abgebrochen: das gerade geschriebene Element wird fertiggestellt…</translation>
    </message>
    <message>
        <source>%1: cancelling</source>
        <translation>%1: wird abgebrochen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingPage</name>
    <message>
        <source>Annotator:</source>
        <translation>Annotator:</translation>
    </message>
    <message>
        <source>Queue:</source>
        <translation>Warteschlange:</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Alle Fragen</translation>
    </message>
    <message>
        <source>Not yet labelled by me</source>
        <translation>Noch nicht von mir bewertet</translation>
    </message>
    <message>
        <source>My assigned batches</source>
        <translation>Meine zugewiesenen Batches</translation>
    </message>
    <message>
        <source>Filter questions</source>
        <translation>Fragen filtern</translation>
    </message>
    <message>
        <source>Pool depth:</source>
        <translation>Pool-Tiefe:</translation>
    </message>
    <message>
        <source>How many of each run&apos;s top results are pooled for judging</source>
        <translation>Wie viele der besten Ergebnisse jedes Runs zur Bewertung in den Pool kommen</translation>
    </message>
    <message>
        <source>%v of %m questions labelled</source>
        <translation>%v von %m Fragen bewertet</translation>
    </message>
    <message>
        <source>Search the whole corpus (/ or Ctrl+F; Enter adds the hits; Esc back)</source>
        <translation>Das ganze Korpus durchsuchen (/ oder Strg+F; Enter fügt die Treffer hinzu; Esc zurück)</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <translation>Stufe %1: %2</translation>
    </message>
    <message>
        <source>Clear Grade</source>
        <translation>Stufe löschen</translation>
    </message>
    <message>
        <source>Next Chunk</source>
        <translation>Nächster Chunk</translation>
    </message>
    <message>
        <source>Previous Chunk</source>
        <translation>Vorheriger Chunk</translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation>Vorherige Frage</translation>
    </message>
    <message>
        <source>Show Neighbouring Chunks</source>
        <translation>Benachbarte Chunks zeigen</translation>
    </message>
    <message>
        <source>Search the Corpus</source>
        <translation>Korpus durchsuchen</translation>
    </message>
    <message>
        <source>Gold Mode (Adjudicate)</source>
        <translation>Gold-Modus (Schlichten)</translation>
    </message>
    <message>
        <source>Export Gold Qrels...</source>
        <translation>Gold-qrels exportieren...</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a project to label its questions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Öffnen Sie ein Projekt, um seine Fragen zu bewerten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New annotator...</source>
        <translation>Neuer Annotator...</translation>
    </message>
    <message>
        <source>New Annotator</source>
        <translation>Neuer Annotator</translation>
    </message>
    <message>
        <source>Lead (adjudicates, edits guidelines)</source>
        <translation>Leitung (schlichtet, bearbeitet Richtlinien)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>&lt;p&gt;No questions in this queue.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Fragen in dieser Warteschlange.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every question of this queue is done.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Alle Fragen dieser Warteschlange sind erledigt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;none&lt;/i&gt;</source>
        <translation>&lt;i&gt;keine&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Last candidate of this question. N moves to the next question.</source>
        <translation>Letzter Kandidat dieser Frage. N wechselt zur nächsten Frage.</translation>
    </message>
    <message>
        <source>Last question of the queue.</source>
        <translation>Letzte Frage der Warteschlange.</translation>
    </message>
    <message>
        <source>Labelling Guidelines (Markdown)</source>
        <translation>Bewertungsrichtlinien (Markdown)</translation>
    </message>
    <message>
        <source>Export Gold Qrels</source>
        <translation>Gold-qrels exportieren</translation>
    </message>
    <message>
        <source>TREC qrels (*.qrels *.txt);;All files (*)</source>
        <translation>TREC-qrels (*.qrels *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Labelling</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Question queue</source>
        <translation>Fragenwarteschlange</translation>
    </message>
    <message>
        <source>Current question</source>
        <translation>Aktuelle Frage</translation>
    </message>
    <message>
        <source>Search the corpus</source>
        <translation>Korpus durchsuchen</translation>
    </message>
    <message>
        <source>Candidate chunks</source>
        <translation>Kandidaten-Chunks</translation>
    </message>
    <message>
        <source>Guidelines</source>
        <translation>Richtlinien</translation>
    </message>
    <message>
        <source>Choose who you are</source>
        <translation>Wählen Sie, wer Sie sind</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>Referenzantwort:</translation>
    </message>
    <message>
        <source>Who Is Grading?</source>
        <translation>Wer bewertet?</translation>
    </message>
    <message>
        <source>Grades are recorded under the annotator&apos;s name. Pick yours, or type a new one:</source>
        <translation>Stufen werden unter dem Namen des Annotators gespeichert. Wählen Sie Ihren oder geben Sie einen neuen ein:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reading the questions…&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fragen werden gelesen…&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingState</name>
    <message>
        <source>Labelling as %1</source>
        <translation>Bewertung als %1</translation>
    </message>
    <message>
        <source>Choose who you are (Annotator) before labelling.</source>
        <translation>Wählen Sie vor dem Bewerten aus, wer Sie sind (Annotator).</translation>
    </message>
    <message>
        <source>Search hits for &quot;%1&quot; added to the candidates.</source>
        <translation>Treffer für „%1“ zu den Kandidaten hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n Kandidat</numerusform>
            <numerusform>%n Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from runs</source>
        <translation>
            <numerusform>%n aus Runs</numerusform>
            <numerusform>%n aus Runs</numerusform>
        </translation>
    </message>
    <message>
        <source>Gold mode: digits set the adjudicated grade.</source>
        <translation>Gold-Modus: Ziffern setzen die geschlichtete Stufe.</translation>
    </message>
    <message>
        <source>Labelling mode: digits set your grade.</source>
        <translation>Bewertungsmodus: Ziffern setzen Ihre Stufe.</translation>
    </message>
    <message>
        <source>The question queue could not be read: %1</source>
        <translation>Die Fragenwarteschlange konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LlmPreferencesPage</name>
    <message>
        <source>Base URL of an OpenAI-compatible API; requests go to {base}/chat/completions.</source>
        <translation>Basis-URL einer OpenAI-kompatiblen API; Anfragen gehen an {base}/chat/completions.</translation>
    </message>
    <message>
        <source>Requests in flight at once.</source>
        <translation>Gleichzeitig laufende Anfragen.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long one request may take before it is tried again.</source>
        <translation>Wie lange eine Anfrage dauern darf, bevor sie wiederholt wird.</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>Schlüsselbund wird geprüft…</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>&amp;Basis-URL:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation>&amp;Gleichzeitige Anfragen:</translation>
    </message>
    <message>
        <source>T&amp;ime-out per request:</source>
        <translation>&amp;Zeitlimit je Anfrage:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain: %1</source>
        <translation>Der Schlüssel konnte nicht im Schlüsselbund gespeichert werden: %1</translation>
    </message>
    <message>
        <source>empty: no key, or %1 from the environment</source>
        <translation>leer: kein Schlüssel oder %1 aus der Umgebung</translation>
    </message>
    <message>
        <source>Stored in the system keychain. None is stored yet: %1 from the environment is used.</source>
        <translation>Wird im Schlüsselbund des Systems gespeichert. Noch ist keiner gespeichert: %1 aus der Umgebung wird verwendet.</translation>
    </message>
    <message>
        <source>Stored in the system keychain, never in a project or settings file.</source>
        <translation>Wird im Schlüsselbund des Systems gespeichert, nie in einer Projekt- oder Einstellungsdatei.</translation>
    </message>
    <message>
        <source>%1 is set and will be used.</source>
        <translation>%1 ist gesetzt und wird verwendet.</translation>
    </message>
    <message>
        <source>Sending one small request to %1…</source>
        <translation>Eine kleine Anfrage wird an %1 gesendet…</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>A longer response fails its item instead of filling the memory.</source>
        <translation>Eine längere Antwort lässt ihr Element fehlschlagen, statt den Speicher zu füllen.</translation>
    </message>
    <message>
        <source>Largest &amp;response:</source>
        <translation>Größte &amp;Antwort:</translation>
    </message>
    <message>
        <source>empty: %1 from the environment</source>
        <translation>leer: %1 aus der Umgebung</translation>
    </message>
    <message>
        <source>kept until Goldset quits</source>
        <translation>bis zum Beenden von Goldset behalten</translation>
    </message>
    <message>
        <source>No keychain service is available (%1). A key entered here is kept in memory for this session only, until Goldset quits, and never written to disk. To keep a key across sessions, set the %2 environment variable before starting Goldset. %3</source>
        <translation>Kein Schlüsselbund-Dienst verfügbar (%1). Ein hier eingegebener Schlüssel wird nur für diese Sitzung im Arbeitsspeicher gehalten, bis Goldset beendet wird, und nie auf die Festplatte geschrieben. Um einen Schlüssel über Sitzungen hinweg zu behalten, setzen Sie vor dem Start von Goldset die Umgebungsvariable %2. %3</translation>
    </message>
    <message>
        <source>%1 is not set.</source>
        <translation>%1 ist nicht gesetzt.</translation>
    </message>
    <message>
        <source>Model of {base}/embeddings, for answer relevancy; empty: no relevancy unless the project sets llm/embedding_model.</source>
        <translation>Modell von {base}/embeddings für die Antwortrelevanz; leer: keine Relevanz, außer das Projekt setzt llm/embedding_model.</translation>
    </message>
    <message>
        <source>&amp;Embedding model:</source>
        <translation>&amp;Embedding-Modell:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MainWindow</name>
    <message>
        <source>Open a project or create a new one (File menu).</source>
        <translation>Öffnen Sie ein Projekt oder legen Sie ein neues an (Menü „Datei“).</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>Projekt kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>Projekt kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>%1 kann nicht ersetzt werden.</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Save a Copy As</source>
        <translation>Kopie speichern unter</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Kopie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>About Goldset</source>
        <translation>Über Goldset</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Goldset %1&lt;/h3&gt;&lt;p&gt;A workbench for the evaluation data of RAG systems: gold questions, graded relevance, judge verdicts, agreement and metrics.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Goldset %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank für die Evaluationsdaten von RAG-Systemen: Gold-Fragen, abgestufte Relevanz, Judge-Urteile, Übereinstimmung und Metriken.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 — Goldset</source>
        <translation>%1 — Goldset</translation>
    </message>
    <message>
        <source>Goldset</source>
        <translation>Goldset</translation>
    </message>
    <message>
        <source>Open or create a project first, then drop files on it to import them.</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Projekt und ziehen Sie dann Dateien darauf, um sie zu importieren.</translation>
    </message>
    <message>
        <source>Cannot show that question there.</source>
        <translation>Diese Frage kann dort nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>Preferences saved</source>
        <translation>Einstellungen gespeichert</translation>
    </message>
    <message>
        <source>Goldset projects (*.goldset);;All files (*)</source>
        <translation>Goldset-Projekte (*.goldset);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 is open; close it first.</source>
        <translation>%1 ist geöffnet; schließen Sie es zuerst.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language is shown after Goldset starts again. Restart now? The open project opens again; nothing is lost, every change is already saved.</source>
        <translation>Die neue Sprache wird nach einem Neustart von Goldset angezeigt. Jetzt neu starten? Das geöffnete Projekt wird wieder geöffnet; nichts geht verloren, jede Änderung ist bereits gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Goldset could not be started again; start it by hand.</source>
        <translation>Goldset konnte nicht neu gestartet werden; bitte starten Sie es von Hand.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitorLogImport</name>
    <message>
        <source>Flag declined answers again</source>
        <translation>Abgelehnte Antworten neu markieren</translation>
    </message>
    <message>
        <source>Import production logs</source>
        <translation>Produktionslogs importieren</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>Es wurde nichts importiert.

%1</translation>
    </message>
    <message>
        <source>Import failed: nothing was imported.</source>
        <translation>Import fehlgeschlagen: Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported.</source>
        <translation>Import abgebrochen: Es wurde nichts importiert.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new interaction(s) (%1 read).</source>
        <translation>
            <numerusform>%n neue Interaktion importiert (%1 gelesen).</numerusform>
            <numerusform>%n neue Interaktionen importiert (%1 gelesen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The edited &quot;I don&apos;t know&quot; patterns changed %n stored answer(s).</source>
        <translation>
            <numerusform>Die geänderten „Weiß nicht“-Muster haben %n gespeicherte Antwort geändert.</numerusform>
            <numerusform>Die geänderten „Weiß nicht“-Muster haben %n gespeicherte Antworten geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Part of the import stayed in the project.

%1</source>
        <translation>Ein Teil des Imports ist im Projekt geblieben.

%1</translation>
    </message>
    <message>
        <source>Import failed: part of it stayed in the project.</source>
        <translation>Import fehlgeschlagen: Ein Teil ist im Projekt geblieben.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringChartView</name>
    <message>
        <source>Monitoring chart</source>
        <translation>Monitoring-Diagramm</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 (UTC)</source>
        <translation>%1 von %2 bis %3 (UTC)</translation>
    </message>
    <message>
        <source>click a point for its interactions</source>
        <translation>Punkt anklicken für seine Interaktionen</translation>
    </message>
    <message>
        <source>7-day average</source>
        <translation>7-Tage-Mittel</translation>
    </message>
    <message>
        <source>30-day average</source>
        <translation>30-Tage-Mittel</translation>
    </message>
    <message>
        <source>previous period</source>
        <translation>vorheriger Zeitraum</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n period(s)</source>
        <translation>
            <numerusform>%1 über %n Zeitraum</numerusform>
            <numerusform>%1 über %n Zeiträume</numerusform>
        </translation>
    </message>
    <message>
        <source>No interactions yet: import production logs (Import Logs…, or goldset-cli monitor import).</source>
        <translation>Noch keine Interaktionen: Importieren Sie Produktionslogs (Logs importieren… oder goldset-cli monitor import).</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringPage</name>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message numerus="yes">
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>Letzter %n Tag</numerusform>
            <numerusform>Letzte %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>&amp;Metrik:</translation>
    </message>
    <message>
        <source>Click a point of the chart to list its interactions.</source>
        <translation>Klicken Sie auf einen Punkt des Diagramms, um seine Interaktionen aufzulisten.</translation>
    </message>
    <message>
        <source>Interactions behind the point</source>
        <translation>Interaktionen hinter dem Punkt</translation>
    </message>
    <message>
        <source>&amp;Promote to Question</source>
        <translation>Zur &amp;Frage machen</translation>
    </message>
    <message>
        <source>Make the selected interaction a draft question of the gold set (Ctrl+Shift+P)</source>
        <translation>Die gewählte Interaktion zu einem Fragenentwurf des Goldsets machen (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>Fired alerts</source>
        <translation>Ausgelöste Alarme</translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation>Alarmregeln</translation>
    </message>
    <message>
        <source>New rule</source>
        <translation>Neue Regel</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Sample into a run</source>
        <translation>Stichprobe in einen Run</translation>
    </message>
    <message>
        <source>Run name</source>
        <translation>Run-Name</translation>
    </message>
    <message>
        <source>&amp;Sample</source>
        <translation>&amp;Stichprobe ziehen</translation>
    </message>
    <message>
        <source>Draw interactions of the range, stratified by day and by what failed, into a new run</source>
        <translation>Interaktionen des Bereichs, geschichtet nach Tag und Fehlerart, in einen neuen Run ziehen</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Run:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>&amp;Promote Interaction to Question</source>
        <translation>Interaktion zur &amp;Frage machen</translation>
    </message>
    <message>
        <source>&amp;Reload Numbers</source>
        <translation>Zahlen neu &amp;laden</translation>
    </message>
    <message>
        <source>%1  %2 (value %3, limit %4)</source>
        <translation>%1  %2 (Wert %3, Grenze %4)</translation>
    </message>
    <message>
        <source>None in this range (goldset-cli monitor check records them).</source>
        <translation>Keine in diesem Bereich (goldset-cli monitor check zeichnet sie auf).</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>Monitoring</translation>
    </message>
    <message>
        <source>Sample size</source>
        <translation>Stichprobengröße</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Alerts and sampling</source>
        <translation>Alarme und Stichproben</translation>
    </message>
    <message>
        <source>&amp;Import Logs…</source>
        <translation>Logs &amp;importieren…</translation>
    </message>
    <message>
        <source>Import production logs: the plain interaction log, OpenInference spans (Phoenix, Arize) or a Langfuse export; lines imported before are skipped</source>
        <translation>Produktionslogs importieren: das einfache Interaktionslog, OpenInference-Spans (Phoenix, Arize) oder ein Langfuse-Export; bereits importierte Zeilen werden übersprungen</translation>
    </message>
    <message>
        <source>&amp;Import Production Logs…</source>
        <translation>Produktionslogs &amp;importieren…</translation>
    </message>
    <message>
        <source>Import Production Logs</source>
        <translation>Produktionslogs importieren</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.ndjson *.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringState</name>
    <message>
        <source>all interactions</source>
        <translation>alle Interaktionen</translation>
    </message>
    <message>
        <source>the slowest first</source>
        <translation>die langsamsten zuerst</translation>
    </message>
    <message>
        <source>without sources</source>
        <translation>ohne Quellen</translation>
    </message>
    <message>
        <source>declined (&quot;I don&apos;t know&quot;)</source>
        <translation>abgelehnt („Weiß nicht“)</translation>
    </message>
    <message>
        <source>escalated</source>
        <translation>eskaliert</translation>
    </message>
    <message>
        <source>with feedback, the worst first</source>
        <translation>mit Feedback, die schlechtesten zuerst</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n interaction(s))</source>
        <translation>
            <numerusform>%1: %2 (%n Interaktion)</numerusform>
            <numerusform>%1: %2 (%n Interaktionen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Promoted to a draft question of the gold set.</source>
        <translation>Zu einem Fragenentwurf des Goldsets gemacht.</translation>
    </message>
    <message>
        <source>Could not promote it.</source>
        <translation>Konnte nicht zur Frage gemacht werden.</translation>
    </message>
    <message numerus="yes">
        <source>Sampled %n interaction(s) into run %1.</source>
        <translation>
            <numerusform>%n Interaktion als Stichprobe in Run %1.</numerusform>
            <numerusform>%n Interaktionen als Stichprobe in Run %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not sample into run %1 (does it exist already?).</source>
        <translation>Stichprobe in Run %1 nicht möglich (existiert er bereits?).</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NameOnlyIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1-Datei</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NewBatchDialog</name>
    <message>
        <source>New Batch</source>
        <translation>Neuer Batch</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>Relevance labelling (questions)</source>
        <translation>Relevanzbewertung (Fragen)</translation>
    </message>
    <message>
        <source>Verdict review (claims of a run)</source>
        <translation>Urteilsprüfung (Aussagen eines Runs)</translation>
    </message>
    <message>
        <source>every eligible item</source>
        <translation>alle infrage kommenden Elemente</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Neuer Seed</translation>
    </message>
    <message>
        <source>Draw a new seed</source>
        <translation>Einen neuen Seed ziehen</translation>
    </message>
    <message>
        <source>How many annotators get each item; 2 or more where agreement is wanted</source>
        <translation>Wie viele Annotatoren jedes Element erhalten; 2 oder mehr, wenn Übereinstimmung gemessen werden soll</translation>
    </message>
    <message>
        <source>Annotators of the batch</source>
        <translation>Annotatoren des Batches</translation>
    </message>
    <message>
        <source>Preview of the batch</source>
        <translation>Vorschau des Batches</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>Ar&amp;t:</translation>
    </message>
    <message>
        <source>&amp;Take:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>&amp;Run:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation>Aus&amp;wahl:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>&amp;Overlap:</source>
        <translation>Über&amp;lappung:</translation>
    </message>
    <message>
        <source>&amp;Annotators:</source>
        <translation>&amp;Annotatoren:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Vorschau:</translation>
    </message>
    <message>
        <source>Claims of the run</source>
        <translation>Aussagen des Runs</translation>
    </message>
    <message>
        <source>All questions (not rejected)</source>
        <translation>Alle Fragen (nicht abgelehnt)</translation>
    </message>
    <message>
        <source>Accepted questions</source>
        <translation>Angenommene Fragen</translation>
    </message>
    <message>
        <source>Draft questions</source>
        <translation>Fragen im Entwurf</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Stratified by document</source>
        <translation>Nach Dokument geschichtet</translation>
    </message>
    <message>
        <source>Doubtful verdicts first (unsupported, contradicted)</source>
        <translation>Zweifelhafte Urteile zuerst (unbelegt, widerlegt)</translation>
    </message>
    <message>
        <source>Failing first (no relevant chunk in the run&apos;s top 10)</source>
        <translation>Gescheiterte zuerst (kein relevanter Chunk in den Top 10 des Runs)</translation>
    </message>
    <message>
        <source>Tick the annotators who get this batch.</source>
        <translation>Kreuzen Sie die Annotatoren an, die diesen Batch erhalten.</translation>
    </message>
    <message>
        <source>This needs a run, and the project has none yet.</source>
        <translation>Dafür ist ein Run nötig, und das Projekt hat noch keinen.</translation>
    </message>
    <message>
        <source>%1 items; annotators per item: %2. The diagonal is each annotator&apos;s items, the other cells the items a pair shares.</source>
        <translation>%1 Elemente; Annotatoren je Element: %2. Die Diagonale zeigt die Elemente jedes Annotators, die übrigen Zellen die Elemente, die ein Paar teilt.</translation>
    </message>
    <message>
        <source>&amp;Blind: annotators see neither each other&apos;s grades nor the judge&apos;s verdicts</source>
        <translation>&amp;Blind: Annotatoren sehen weder die Bewertungen der anderen noch die Urteile des Judge</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetListModel</name>
    <message>
        <source>vital</source>
        <translation>wesentlich</translation>
    </message>
    <message>
        <source>okay</source>
        <translation>ergänzend</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>%1
(proposed by %2)</source>
        <translation>%1
(vorgeschlagen von %2)</translation>
    </message>
    <message>
        <source>Accepted: locked against edits. A reopens it.</source>
        <translation>Angenommen: gegen Änderungen gesperrt. A öffnet es wieder.</translation>
    </message>
    <message>
        <source>Draft: A accepts it.</source>
        <translation>Entwurf: A nimmt es an.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Nugget</source>
        <translation>Nugget</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetPanel</name>
    <message>
        <source>&amp;Propose Nuggets...</source>
        <translation>Nuggets &amp;vorschlagen...</translation>
    </message>
    <message>
        <source>Ask the model of the preferences to propose nuggets from the ground truth (Ctrl+Shift+N)</source>
        <translation>Das Modell der Einstellungen schlägt Nuggets aus der Referenzantwort vor (Strg+Umschalt+N)</translation>
    </message>
    <message>
        <source>Nuggets of the question</source>
        <translation>Nuggets der Frage</translation>
    </message>
    <message>
        <source>Keys: Insert add · F2 edit · Delete delete · V vital/okay · M merge with the next · Alt+↑/↓ move · A accept/reopen</source>
        <translation>Tasten: Einfg hinzufügen · F2 bearbeiten · Entf löschen · V wesentlich/ergänzend · M mit dem nächsten zusammenführen · Alt+↑/↓ verschieben · A annehmen/wieder öffnen</translation>
    </message>
    <message>
        <source>&amp;Add Nugget</source>
        <translation>Nugget &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Edit Nugget</source>
        <translation>Nugget &amp;bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Delete Nugget</source>
        <translation>Nugget &amp;löschen</translation>
    </message>
    <message>
        <source>Toggle &amp;Vital</source>
        <translation>&amp;Wesentlich umschalten</translation>
    </message>
    <message>
        <source>&amp;Merge with the Next Nugget</source>
        <translation>Mit dem nächsten Nugget zusa&amp;mmenführen</translation>
    </message>
    <message>
        <source>Move Nugget &amp;Up</source>
        <translation>Nugget nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Nugget Do&amp;wn</source>
        <translation>Nugget nach &amp;unten</translation>
    </message>
    <message>
        <source>A&amp;ccept or Reopen Nugget</source>
        <translation>Nugget anne&amp;hmen oder wieder öffnen</translation>
    </message>
    <message>
        <source>Nuggets: no question selected</source>
        <translation>Nuggets: keine Frage ausgewählt</translation>
    </message>
    <message>
        <source>%1 has no nuggets yet: Insert adds one, Propose Nuggets asks the model.</source>
        <translation>%1 hat noch keine Nuggets: Einfg fügt eines hinzu, „Nuggets vorschlagen“ fragt das Modell.</translation>
    </message>
    <message>
        <source>Nuggets of %1: %2, %3 vital, %4 accepted</source>
        <translation>Nuggets von %1: %2, %3 wesentlich, %4 angenommen</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 is accepted and locked: press A to reopen it, then %3.</source>
        <translation>Nugget %1 von %2 ist angenommen und gesperrt: erst mit A wieder öffnen, dann %3.</translation>
    </message>
    <message>
        <source>Added a nugget to %1</source>
        <translation>Nugget zu %1 hinzugefügt</translation>
    </message>
    <message>
        <source>edit it</source>
        <translation>bearbeiten</translation>
    </message>
    <message>
        <source>delete it</source>
        <translation>löschen</translation>
    </message>
    <message>
        <source>Deleted a nugget of %1 (Ctrl+Z brings it back)</source>
        <translation>Nugget von %1 gelöscht (Strg+Z holt es zurück)</translation>
    </message>
    <message>
        <source>change it</source>
        <translation>ändern</translation>
    </message>
    <message>
        <source>merge it</source>
        <translation>zusammenführen</translation>
    </message>
    <message>
        <source>The last nugget has no next one to merge with.</source>
        <translation>Das letzte Nugget hat kein nächstes zum Zusammenführen.</translation>
    </message>
    <message>
        <source>move it</source>
        <translation>verschieben</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 accepted: locked until reopened (A).</source>
        <translation>Nugget %1 von %2 angenommen: gesperrt, bis es wieder geöffnet wird (A).</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 reopened for edits.</source>
        <translation>Nugget %1 von %2 zum Bearbeiten wieder geöffnet.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetReviewModel</name>
    <message>
        <source>supported</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>partly supported</source>
        <translation>teilweise belegt</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>nicht belegt</translation>
    </message>
    <message>
        <source>present</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>The nugget was edited after %1 judged it: &quot;%2&quot;. Judge the run again.</source>
        <translation>Das Nugget wurde geändert, nachdem %1 es beurteilt hat: „%2“. Lassen Sie den Judge den Lauf erneut beurteilen.</translation>
    </message>
    <message>
        <source>The nugget was edited after it was judged: judge the run again.</source>
        <translation>Das Nugget wurde nach der Beurteilung geändert: den Lauf erneut beurteilen.</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source> (blind)</source>
        <translation> (blind)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>stale (edited)</source>
        <translation>veraltet (geändert)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Nugget</source>
        <translation>Nugget</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Judge: answer</source>
        <translation>Judge: Antwort</translation>
    </message>
    <message>
        <source>Judge: contexts</source>
        <translation>Judge: Kontexte</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetReviewPanel</name>
    <message>
        <source>Failing nuggets only</source>
        <translation>Nur fehlschlagende Nuggets</translation>
    </message>
    <message>
        <source>Not supported by the answer, or absent from the retrieved contexts</source>
        <translation>Von der Antwort nicht belegt oder nicht in den abgerufenen Kontexten</translation>
    </message>
    <message>
        <source>Nuggets of the answer</source>
        <translation>Nuggets der Antwort</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Retrieved contexts</source>
        <translation>Abgerufene Kontexte</translation>
    </message>
    <message>
        <source>Keys: S supported · P partly · N not supported · Backspace clear mine · J/K next/previous</source>
        <translation>Tasten: S belegt · P teilweise · N nicht belegt · Rücktaste meines zurücknehmen · J/K nächstes/vorheriges</translation>
    </message>
    <message>
        <source>%1 has no nuggets: add them on the Dataset page.</source>
        <translation>%1 hat keine Nuggets: Fügen Sie sie auf der Seite „Datensatz“ hinzu.</translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s), %1 vital; judge %2.</source>
        <translation>
            <numerusform>%n Nugget, %1 wesentlich; Judge %2.</numerusform>
            <numerusform>%n Nuggets, %1 wesentlich; Judge %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keiner</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>nugget_all %1, nugget_vital %2, context_recall_llm %3.</source>
        <translation>nugget_all %1, nugget_vital %2, context_recall_llm %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s) edited since judged: stale, not counted.</source>
        <translation>
            <numerusform>%n Nugget seit der Beurteilung geändert: veraltet, nicht gezählt.</numerusform>
            <numerusform>%n Nuggets seit der Beurteilung geändert: veraltet, nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>This project is open read-only: reviews cannot be saved.</source>
        <translation>Dieses Projekt ist schreibgeschützt geöffnet: Prüfungen können nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>Wählen Sie zuerst, wer Sie sind (Annotator in den Einstellungen).</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PackageTransfer</name>
    <message>
        <source>%1 is open; close it first.</source>
        <translation>%1 ist geöffnet; schließen Sie es zuerst.</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>%1 kann nicht ersetzt werden.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PairTableModel</name>
    <message>
        <source>no shared questions</source>
        <translation>keine gemeinsamen Fragen</translation>
    </message>
    <message>
        <source>no real difference</source>
        <translation>kein echter Unterschied</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 ist besser</translation>
    </message>
    <message numerus="yes">
        <source>p = %1 before, %2 after Holm&apos;s correction over %n comparison(s)</source>
        <translation>
            <numerusform>p = %1 vor, %2 nach Holm-Korrektur über %n Vergleich</numerusform>
            <numerusform>p = %1 vor, %2 nach Holm-Korrektur über %n Vergleiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions where %1 is better / equal / worse than %2</source>
        <translation>Fragen, bei denen %1 besser / gleich / schlechter als %2 ist</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Run A</source>
        <translation>Run A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>Run B</translation>
    </message>
    <message>
        <source>Mean A − B</source>
        <translation>Mittelwert A − B</translation>
    </message>
    <message>
        <source>A wins / ties / losses</source>
        <translation>A besser/gleich/schlechter</translation>
    </message>
    <message>
        <source>t-test p (Holm)</source>
        <translation>t-Test p (Holm)</translation>
    </message>
    <message>
        <source>Randomization p (Holm)</source>
        <translation>Permutation p (Holm)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PairwiseAgreementModel</name>
    <message>
        <source>Undefined: too few shared items, or both annotators always gave the same label</source>
        <translation>Undefiniert: zu wenige gemeinsame Elemente, oder beide Annotatoren haben immer dieselbe Bewertung vergeben</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Asymptotic standard error (Fleiss, Cohen &amp; Everitt 1969)</source>
        <translation>Asymptotischer Standardfehler (Fleiss, Cohen &amp; Everitt 1969)</translation>
    </message>
    <message>
        <source>Landis &amp; Koch (1977)</source>
        <translation>Landis &amp; Koch (1977)</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen&apos;s κ</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SE</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Preferences</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;LLM</source>
        <translation>&amp;LLM</translation>
    </message>
    <message>
        <source>A&amp;nnotator</source>
        <translation>&amp;Annotator</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>&amp;Darstellung</translation>
    </message>
    <message>
        <source>Relevance labels and claim reviews are recorded under this name. The Labelling page can switch it too.</source>
        <translation>Relevanzbewertungen und Prüfungen von Aussagen werden unter diesem Namen gespeichert. Auch die Seite „Bewertung“ kann ihn wechseln.</translation>
    </message>
    <message>
        <source>&amp;Current annotator:</source>
        <translation>A&amp;ktueller Annotator:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PrimaryJudgeBox</name>
    <message>
        <source>Primary judge</source>
        <translation>Primärer Judge</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>Automatisch (%1)</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>The judge whose verdicts count in this run&apos;s metrics. Automatic: the first judge that judged the run; running another judge never changes it.</source>
        <translation>Der Judge, dessen Urteile in die Metriken dieses Laufs eingehen. Automatisch: der erste Judge, der den Lauf bewertet hat; ein weiterer Judge ändert das nie.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PromptTemplateEditor</name>
    <message>
        <source>Edit Prompt Template %1</source>
        <translation>Prompt-Vorlage %1 bearbeiten</translation>
    </message>
    <message>
        <source>Reset Prompt Template %1</source>
        <translation>Prompt-Vorlage %1 zurücksetzen</translation>
    </message>
    <message>
        <source>Questions (generation)</source>
        <translation>Fragen (Generierung)</translation>
    </message>
    <message>
        <source>Claims of an answer</source>
        <translation>Aussagen einer Antwort</translation>
    </message>
    <message>
        <source>Verdict on one claim (old judge)</source>
        <translation>Urteil über eine Aussage (alter Judge)</translation>
    </message>
    <message>
        <source>Verdicts on the claims</source>
        <translation>Urteile über die Aussagen</translation>
    </message>
    <message>
        <source>Citation checks</source>
        <translation>Zitatprüfungen</translation>
    </message>
    <message>
        <source>Answer relevancy questions</source>
        <translation>Fragen zur Antwortrelevanz</translation>
    </message>
    <message>
        <source>Nuggets of a ground truth</source>
        <translation>Nuggets einer Referenzantwort</translation>
    </message>
    <message>
        <source>Nugget support by the answer</source>
        <translation>Stützung der Nuggets durch die Antwort</translation>
    </message>
    <message>
        <source>Context recall of the nuggets</source>
        <translation>Kontext-Recall der Nuggets</translation>
    </message>
    <message>
        <source>Claim correctness against the nuggets</source>
        <translation>Korrektheit der Aussagen gegenüber den Nuggets</translation>
    </message>
    <message>
        <source>Generate Questions: one request per chunk; the answer lists questions with their ground truth.</source>
        <translation>Fragen generieren: eine Anfrage pro Chunk; die Antwort listet Fragen mit ihrer Referenzantwort.</translation>
    </message>
    <message>
        <source>The judge&apos;s first step: one request per answer, which cuts it into claims.</source>
        <translation>Der erste Schritt des Judge: eine Anfrage pro Antwort, die sie in Aussagen zerlegt.</translation>
    </message>
    <message>
        <source>No longer asked: verdicts made with it stay valid while it is unchanged.</source>
        <translation>Wird nicht mehr angefragt: Damit gefällte Urteile bleiben gültig, solange sie unverändert ist.</translation>
    </message>
    <message>
        <source>Faithfulness: one request per answer, all its claims (numbered) against the retrieved contexts.</source>
        <translation>Faithfulness: eine Anfrage pro Antwort, alle ihre Aussagen (nummeriert) gegen die abgerufenen Kontexte.</translation>
    </message>
    <message>
        <source>Citations: each cited statement against the chunks it cites.</source>
        <translation>Zitate: jede zitierende Aussage gegen die zitierten Chunks.</translation>
    </message>
    <message>
        <source>Answer relevancy: questions the answer would answer, compared by embeddings.</source>
        <translation>Antwortrelevanz: Fragen, die die Antwort beantworten würde, per Embeddings verglichen.</translation>
    </message>
    <message>
        <source>Proposes the nuggets (atomic facts) of a question&apos;s ground truth.</source>
        <translation>Schlägt die Nuggets (atomare Fakten) der Referenzantwort einer Frage vor.</translation>
    </message>
    <message>
        <source>Which nuggets of the question the answer states.</source>
        <translation>Welche Nuggets der Frage die Antwort nennt.</translation>
    </message>
    <message>
        <source>Which nuggets the retrieved contexts contain.</source>
        <translation>Welche Nuggets die abgerufenen Kontexte enthalten.</translation>
    </message>
    <message>
        <source>Which nuggets each claim of the answer states.</source>
        <translation>Welche Nuggets jede Aussage der Antwort nennt.</translation>
    </message>
    <message>
        <source>the question</source>
        <translation>die Frage</translation>
    </message>
    <message>
        <source>the run&apos;s answer</source>
        <translation>die Antwort des Laufs</translation>
    </message>
    <message>
        <source>one claim</source>
        <translation>eine Aussage</translation>
    </message>
    <message>
        <source>the claims, one per line as &quot;claim N: ...&quot;</source>
        <translation>die Aussagen, eine pro Zeile als &quot;claim N: ...&quot;</translation>
    </message>
    <message>
        <source>the passages, one per line as &quot;[chunk id] ...&quot;</source>
        <translation>die Passagen, eine pro Zeile als &quot;[chunk id] ...&quot;</translation>
    </message>
    <message>
        <source>an aligned judge&apos;s worked examples (empty otherwise)</source>
        <translation>die Beispiele eines ausgerichteten Judge (sonst leer)</translation>
    </message>
    <message>
        <source>the cited statements, numbered, with the chunks they cite</source>
        <translation>die zitierenden Aussagen, nummeriert, mit den zitierten Chunks</translation>
    </message>
    <message>
        <source>how many to write</source>
        <translation>wie viele zu schreiben sind</translation>
    </message>
    <message>
        <source>the nuggets, one per line as &quot;nugget N: ...&quot;</source>
        <translation>die Nuggets, eines pro Zeile als &quot;nugget N: ...&quot;</translation>
    </message>
    <message>
        <source>the question&apos;s ground-truth answer</source>
        <translation>die Referenzantwort der Frage</translation>
    </message>
    <message>
        <source>the chunk&apos;s text</source>
        <translation>der Text des Chunks</translation>
    </message>
    <message>
        <source>the chunk&apos;s id</source>
        <translation>die ID des Chunks</translation>
    </message>
    <message>
        <source>the document&apos;s title</source>
        <translation>der Titel des Dokuments</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3 is not a placeholder of this template.</source>
        <translation>Zeile %1, Spalte %2: %3 ist kein Platzhalter dieser Vorlage.</translation>
    </message>
    <message>
        <source>%1 is missing: this template needs it.</source>
        <translation>%1 fehlt: Diese Vorlage braucht ihn.</translation>
    </message>
    <message>
        <source>Line %1, column %2: &quot;{{&quot; opens no placeholder (write {{name}}).</source>
        <translation>Zeile %1, Spalte %2: &quot;{{&quot; öffnet keinen Platzhalter (schreiben Sie {{name}}).</translation>
    </message>
    <message>
        <source>The template is empty: use Reset to Default instead.</source>
        <translation>Die Vorlage ist leer: Verwenden Sie stattdessen „Auf Standard zurücksetzen“.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PromptTemplatesDialog</name>
    <message>
        <source>Prompt Templates</source>
        <translation>Prompt-Vorlagen</translation>
    </message>
    <message>
        <source>Prompt templates</source>
        <translation>Prompt-Vorlagen</translation>
    </message>
    <message>
        <source>Template text</source>
        <translation>Text der Vorlage</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Checks the placeholders and saves the template in the project (Ctrl+S).</source>
        <translation>Prüft die Platzhalter und speichert die Vorlage im Projekt (Strg+S).</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>Auf &amp;Standard zurücksetzen</translation>
    </message>
    <message>
        <source>The answer schemas are fixed; the wording is yours. Items judged with another version of a template are judged again on the next run.</source>
        <translation>Die Antwortschemas sind fest, der Wortlaut gehört Ihnen. Was mit einer anderen Version einer Vorlage bewertet wurde, wird beim nächsten Lauf neu bewertet.</translation>
    </message>
    <message>
        <source>&lt;code&gt;{{%1}}&lt;/code&gt; %2%3</source>
        <translation>&lt;code&gt;{{%1}}&lt;/code&gt; %2%3</translation>
    </message>
    <message>
        <source> &lt;b&gt;(required)&lt;/b&gt;</source>
        <translation> &lt;b&gt;(erforderlich)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Placeholders:</source>
        <translation>Platzhalter:</translation>
    </message>
    <message>
        <source>%1 (project&apos;s)</source>
        <translation>%1 (des Projekts)</translation>
    </message>
    <message>
        <source>Default template; hash %1.</source>
        <translation>Standardvorlage; Hash %1.</translation>
    </message>
    <message>
        <source>The project&apos;s template; hash %1.</source>
        <translation>Vorlage des Projekts; Hash %1.</translation>
    </message>
    <message>
        <source> Edited, not saved.</source>
        <translation> Bearbeitet, nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ProposeNuggetsDialog</name>
    <message>
        <source>Propose Nuggets</source>
        <translation>Nuggets vorschlagen</translation>
    </message>
    <message>
        <source>The selected question (select one in the table)</source>
        <translation>Die ausgewählte Frage (eine in der Tabelle auswählen)</translation>
    </message>
    <message>
        <source>The selected question, %1</source>
        <translation>Die ausgewählte Frage, %1</translation>
    </message>
    <message>
        <source>%1 has nuggets already; they are never replaced.</source>
        <translation>%1 hat bereits Nuggets; sie werden nie ersetzt.</translation>
    </message>
    <message numerus="yes">
        <source>Every question with a ground truth and no nuggets yet (%n question(s) without nuggets)</source>
        <translation>
            <numerusform>Jede Frage mit Referenzantwort und noch ohne Nuggets (%n Frage ohne Nuggets)</numerusform>
            <numerusform>Jede Frage mit Referenzantwort und noch ohne Nuggets (%n Fragen ohne Nuggets)</numerusform>
        </translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source> questions</source>
        <translation> Fragen</translation>
    </message>
    <message>
        <source>At most this many questions in this run, of those not done yet.</source>
        <translation>Höchstens so viele der noch offenen Fragen in diesem Durchgang.</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Fragen:</translation>
    </message>
    <message>
        <source>At &amp;most:</source>
        <translation>&amp;Höchstens:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Each question&apos;s ground truth (and its gold chunks) is split into short facts, vital or okay, stored as drafts for you to edit and accept.</source>
        <translation>Die Referenzantwort jeder Frage (und ihre Gold-Chunks) wird in kurze Fakten zerlegt, wesentlich oder ergänzend, gespeichert als Entwürfe zum Bearbeiten und Annehmen.</translation>
    </message>
    <message>
        <source>&amp;Propose</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <source>%1 at %2, %3 requests at once (Edit → Preferences)</source>
        <translation>%1 auf %2, %3 Anfragen gleichzeitig (Bearbeiten → Einstellungen)</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>Kein Endpunkt oder Modell eingestellt: Stellen Sie sie unter Bearbeiten → Einstellungen → LLM ein.</translation>
    </message>
    <message>
        <source>Proposing…</source>
        <translation>Wird vorgeschlagen…</translation>
    </message>
    <message>
        <source>Proposing nuggets</source>
        <translation>Nuggets werden vorgeschlagen</translation>
    </message>
    <message>
        <source>Nothing was proposed: %1</source>
        <translation>Nichts wurde vorgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Proposed nuggets for %n question(s)</source>
        <translation>
            <numerusform>Nuggets für %n Frage vorgeschlagen</numerusform>
            <numerusform>Nuggets für %n Fragen vorgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) failed</source>
        <translation>
            <numerusform>%n Frage fehlgeschlagen</numerusform>
            <numerusform>%n Fragen fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>All %1 questions are done.</source>
        <translation>Alle %1 Fragen sind erledigt.</translation>
    </message>
    <message>
        <source>%1 of %2 questions are done; run again to do the rest.</source>
        <translation>%1 von %2 Fragen sind erledigt; erneut ausführen für den Rest.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Propose Nuggets: %1</source>
        <translation>Nuggets vorschlagen: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionDetailView</name>
    <message>
        <source>Question:</source>
        <translation>Frage:</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>Referenzantwort:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>Herkunft:</translation>
    </message>
    <message>
        <source>Generator:</source>
        <translation>Generator:</translation>
    </message>
    <message>
        <source>Source chunk:</source>
        <translation>Quell-Chunk:</translation>
    </message>
    <message>
        <source>Select a gold chunk to read it.</source>
        <translation>Wählen Sie einen Gold-Chunk, um ihn zu lesen.</translation>
    </message>
    <message>
        <source>No question selected</source>
        <translation>Keine Frage ausgewählt</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>Kein Projekt geöffnet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>No chunk is labelled for this question yet.</source>
        <translation>Für diese Frage ist noch kein Chunk bewertet.</translation>
    </message>
    <message>
        <source>%1 labelled chunk(s), %2 gold (gold grade 1 or more):</source>
        <translation>Bewertete Chunks: %1, davon Gold: %2 (Gold-Stufe 1 oder höher):</translation>
    </message>
    <message>
        <source>(the text of %1 is not imported)</source>
        <translation>(der Text von %1 ist nicht importiert)</translation>
    </message>
    <message>
        <source>Gold chunks of the question</source>
        <translation>Gold-Chunks der Frage</translation>
    </message>
    <message>
        <source>Text of the selected chunk</source>
        <translation>Text des gewählten Chunks</translation>
    </message>
    <message>
        <source>Question details</source>
        <translation>Details der Frage</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionEditDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save (Ctrl+Enter)</source>
        <translation>Speichern (Strg+Enter)</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Frage:</translation>
    </message>
    <message>
        <source>Ground-truth answer:</source>
        <translation>Referenzantwort:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionListModel</name>
    <message>
        <source>Question id</source>
        <translation>Fragen-ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionTableModel</name>
    <message>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>generiert</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manuell</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Near duplicate of %1</source>
        <translation>Fast-Duplikat von %1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Gold chunks</source>
        <translation>Gold-Chunks</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>Near duplicate</source>
        <translation>Fast-Duplikat</translation>
    </message>
    <message>
        <source>0 + source</source>
        <translation>0 + Quelle</translation>
    </message>
    <message>
        <source>No chunk is graded yet. The question was generated from a source chunk, which holds its answer: grade it (and others) in Labelling to make them gold.</source>
        <translation>Noch kein Chunk ist bewertet. Die Frage wurde aus einem Quell-Chunk erzeugt, der ihre Antwort enthält: Bewerten Sie ihn (und andere) unter Labelling, um sie zu Gold zu machen.</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>Nuggets</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReadOnlyBanner</name>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; %1 cannot be written (the file, its folder or its disk): every page reads it, no change can be saved. Save a Copy As makes a copy you can edit.</source>
        <translation>&lt;b&gt;Schreibgeschützt.&lt;/b&gt; %1 kann nicht geschrieben werden (die Datei, ihr Ordner oder ihr Datenträger): Jede Seite liest es, keine Änderung kann gespeichert werden. „Kopie speichern unter“ erstellt eine Kopie, die Sie bearbeiten können.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zuletzt &amp;geöffnet</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewPage</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>&amp;Failing only</source>
        <translation>&amp;Nur unter Schwellenwert</translation>
    </message>
    <message>
        <source>Judge and &amp;human disagree</source>
        <translation>Judge und &amp;Mensch uneinig</translation>
    </message>
    <message>
        <source>Not yet re&amp;viewed</source>
        <translation>Noch nicht ge&amp;prüft</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Run:</translation>
    </message>
    <message>
        <source>Questions of the run</source>
        <translation>Fragen des Runs</translation>
    </message>
    <message>
        <source>Answer with its claims</source>
        <translation>Antwort mit ihren Aussagen</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Aussagen</translation>
    </message>
    <message>
        <source>Retrieved contexts</source>
        <translation>Abgerufene Kontexte</translation>
    </message>
    <message>
        <source>Judge trust</source>
        <translation>Vertrauen in den Judge</translation>
    </message>
    <message>
        <source>Mark &amp;Supported</source>
        <translation>Als &amp;belegt markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Unsupported</source>
        <translation>Als &amp;unbelegt markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Contradicted</source>
        <translation>Als &amp;widerlegt markieren</translation>
    </message>
    <message>
        <source>C&amp;lear My Verdict</source>
        <translation>Mein Urteil &amp;löschen</translation>
    </message>
    <message>
        <source>Edit &amp;Note...</source>
        <translation>&amp;Notiz bearbeiten...</translation>
    </message>
    <message>
        <source>Next Claim</source>
        <translation>Nächste Aussage</translation>
    </message>
    <message>
        <source>Previous Claim</source>
        <translation>Vorherige Aussage</translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation>Vorherige Frage</translation>
    </message>
    <message>
        <source>Questions with faithfulness below %1</source>
        <translation>Fragen mit Faithfulness unter %1</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>Referenzantwort:</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Note on this claim:</source>
        <translation>Notiz zu dieser Aussage:</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Run &amp;Judge...</source>
        <translation>&amp;Judge ausführen...</translation>
    </message>
    <message>
        <source>&amp;Blind (hide the judge and other reviewers until I decide)</source>
        <translation>&amp;Blind (Judge und andere Prüfer verbergen, bis ich entschieden habe)</translation>
    </message>
    <message>
        <source>Primary &amp;judge:</source>
        <translation>Primärer &amp;Judge:</translation>
    </message>
    <message>
        <source>Claims and judge trust</source>
        <translation>Aussagen und Vertrauen in den Judge</translation>
    </message>
    <message>
        <source>Not while reviewing blind: it would tell the verdicts.</source>
        <translation>Nicht bei blinder Prüfung: es würde die Urteile verraten.</translation>
    </message>
    <message>
        <source>The claims of one judge at a time: two judges split an answer differently.</source>
        <translation>Die Aussagen eines Judges zur Zeit: zwei Judges zerlegen eine Antwort verschieden.</translation>
    </message>
    <message>
        <source>Claims &amp;of:</source>
        <translation>&amp;Aussagen von:</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>Nuggets</translation>
    </message>
    <message>
        <source>Edit Cla&amp;im...</source>
        <translation>Aussage &amp;bearbeiten...</translation>
    </message>
    <message>
        <source>Spli&amp;t Claim...</source>
        <translation>Aussage &amp;teilen...</translation>
    </message>
    <message>
        <source>&amp;Merge with the Next Claim</source>
        <translation>Mit der nächsten Aussage &amp;zusammenführen</translation>
    </message>
    <message>
        <source>&amp;Add Claim...</source>
        <translation>Aussage &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Delete Claim</source>
        <translation>Aussage &amp;löschen</translation>
    </message>
    <message>
        <source>Choose a claim first.</source>
        <translation>Wählen Sie zuerst eine Aussage.</translation>
    </message>
    <message>
        <source>Claim split in two: Run Judge judges both.</source>
        <translation>Aussage in zwei geteilt: „Judge ausführen“ bewertet beide.</translation>
    </message>
    <message>
        <source>Claim added: Run Judge judges it.</source>
        <translation>Aussage hinzugefügt: „Judge ausführen“ bewertet sie.</translation>
    </message>
    <message>
        <source>Claim changed: its verdicts are cleared and Run Judge judges it again.</source>
        <translation>Aussage geändert: Ihre Urteile sind gelöscht, „Judge ausführen“ bewertet sie neu.</translation>
    </message>
    <message>
        <source>Claims merged: Run Judge judges the merged claim.</source>
        <translation>Aussagen zusammengeführt: „Judge ausführen“ bewertet die neue Aussage.</translation>
    </message>
    <message>
        <source>Claim deleted (Undo brings it back with its verdicts).</source>
        <translation>Aussage gelöscht (Rückgängig holt sie mit ihren Urteilen zurück).</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewQuestionModel</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation>Faithfulness</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Nicht belegt</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>Blind review: shown once you have given your verdict on every claim of this question.</source>
        <translation>Blinde Prüfung: wird angezeigt, sobald Sie zu jeder Aussage dieser Frage Ihr Urteil abgegeben haben.</translation>
    </message>
    <message>
        <source>Claims you have reviewed</source>
        <translation>Von Ihnen geprüfte Aussagen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewState</name>
    <message>
        <source>Reading run %1...</source>
        <translation>Run %1 wird gelesen...</translation>
    </message>
    <message>
        <source>This project has no runs yet: import one (File → Import).</source>
        <translation>Dieses Projekt hat noch keine Runs: Importieren Sie einen (Datei → Importieren).</translation>
    </message>
    <message>
        <source>Open a project to review its runs.</source>
        <translation>Öffnen Sie ein Projekt, um seine Runs zu prüfen.</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>importierte Urteile</translation>
    </message>
    <message>
        <source>%1 (primary)</source>
        <translation>%1 (primär)</translation>
    </message>
    <message>
        <source>Choose Primary Judge</source>
        <translation>Primären Judge wählen</translation>
    </message>
    <message>
        <source>Run %1: the first judge to run counts.</source>
        <translation>Lauf %1: der erste Judge zählt.</translation>
    </message>
    <message>
        <source>Run %1: the verdicts of %2 count.</source>
        <translation>Run %1: es zählen die Urteile von %2.</translation>
    </message>
    <message>
        <source>%1 questions, %2 claims, %3 reviewed; %4 judge verdicts overridden by people.</source>
        <translation>%1 Fragen, %2 Aussagen, %3 geprüft; %4 Judge-Urteile von Menschen korrigiert.</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>Wählen Sie zuerst, wer Sie sind (Annotator in den Einstellungen).</translation>
    </message>
    <message>
        <source>Give a verdict first (S, U or C), then a note.</source>
        <translation>Geben Sie zuerst ein Urteil ab (S, U oder C), dann eine Notiz.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunChartView</name>
    <message>
        <source>proof of concept</source>
        <translation>Proof of Concept</translation>
    </message>
    <message>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>exzellent</translation>
    </message>
    <message>
        <source>%1 band</source>
        <translation>Bereich %1</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>Schwellenwert %1</translation>
    </message>
    <message>
        <source>Legend (hidden for want of room):</source>
        <translation>Legende (aus Platzmangel ausgeblendet):</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunEdits</name>
    <message>
        <source>Re&amp;name Run</source>
        <translation>Run &amp;umbenennen</translation>
    </message>
    <message>
        <source>&amp;Delete Run</source>
        <translation>Run &amp;löschen</translation>
    </message>
    <message>
        <source>A run needs a name.</source>
        <translation>Ein Run braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already a run named %1.</source>
        <translation>Es gibt bereits einen Run namens %1.</translation>
    </message>
    <message>
        <source>Run %1 renamed to %2.</source>
        <translation>Run %1 in %2 umbenannt.</translation>
    </message>
    <message>
        <source>Run %1 deleted (Ctrl+Z brings it back).</source>
        <translation>Run %1 gelöscht (Strg+Z holt ihn zurück).</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunJudgeDialog</name>
    <message>
        <source>Run Judge</source>
        <translation>Judge ausführen</translation>
    </message>
    <message>
        <source>%1 at %2 (Edit → Preferences)</source>
        <translation>%1 auf %2 (Bearbeiten → Einstellungen)</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>Kein Endpunkt oder Modell eingestellt: Stellen Sie sie unter Bearbeiten → Einstellungen → LLM ein.</translation>
    </message>
    <message>
        <source>&amp;Only what this model has not judged yet (resumes)</source>
        <translation>&amp;Nur, was dieses Modell noch nicht beurteilt hat (setzt fort)</translation>
    </message>
    <message>
        <source>&amp;All claims again: new verdicts (claims and human reviews are kept)</source>
        <translation>&amp;Alle Aussagen erneut: neue Urteile (Aussagen und menschliche Prüfungen bleiben erhalten)</translation>
    </message>
    <message>
        <source>Le&amp;xical judge, offline (no LLM): each sentence is a claim, supported when a retrieved sentence covers its words</source>
        <translation>Le&amp;xikalischer Judge, offline (ohne LLM): jeder Satz ist eine Aussage, belegt, wenn ein abgerufener Satz seine Wörter abdeckt</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>&amp;Run:</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Beurteilen</translation>
    </message>
    <message>
        <source>The project has no runs: import one first (File → Import).</source>
        <translation>Das Projekt hat keine Runs: Importieren Sie zuerst einen (Datei → Importieren).</translation>
    </message>
    <message>
        <source>Judging…</source>
        <translation>Wird beurteilt…</translation>
    </message>
    <message>
        <source>Lexical judge on %1</source>
        <translation>Lexikalischer Judge für %1</translation>
    </message>
    <message>
        <source>Judging %1 with %2</source>
        <translation>%1 wird mit %2 beurteilt</translation>
    </message>
    <message>
        <source>The judge could not run: %1</source>
        <translation>Der Judge konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>answers: %1</source>
        <translation>Antworten: %1</translation>
    </message>
    <message>
        <source>claims: %1</source>
        <translation>Aussagen: %1</translation>
    </message>
    <message>
        <source>supported: %1</source>
        <translation>belegt: %1</translation>
    </message>
    <message>
        <source>mean faithfulness (lexical) %1</source>
        <translation>mittlere Faithfulness (lexikalisch) %1</translation>
    </message>
    <message>
        <source>mean faithfulness %1</source>
        <translation>mittlere Faithfulness %1</translation>
    </message>
    <message>
        <source>%1 of %2 items done, %3 failed</source>
        <translation>%1 von %2 Elementen erledigt, %3 fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled: run again to resume</source>
        <translation>abgebrochen: erneut starten, um fortzusetzen</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>warnings: %1, e.g. %2</source>
        <translation>Warnungen: %1, z. B. %2</translation>
    </message>
    <message>
        <source>Judge on %1: %2</source>
        <translation>Judge für %1: %2</translation>
    </message>
    <message>
        <source>&amp;LLM judge: per answer, one request for its claims and one for their verdicts</source>
        <translation>&amp;LLM-Judge: je Antwort eine Anfrage für ihre Aussagen und eine für deren Urteile</translation>
    </message>
    <message>
        <source>Ali&amp;gned: show the judge the project&apos;s reviewed claims as worked examples (a judge of its own, compared on the Judge trust tab)</source>
        <translation>&amp;Ausgerichtet: dem Judge geprüfte Aussagen des Projekts als Beispiele zeigen (ein eigener Judge, verglichen im Tab Vertrauen in den Judge)</translation>
    </message>
    <message>
        <source>Will send %1 requests (%2 for claims, %3 for verdicts), about %4 prompt and %5 completion tokens; %6 of %7 answers are judged already.</source>
        <translation>Sendet %1 Anfragen (%2 für Aussagen, %3 für Urteile), etwa %4 Prompt- und %5 Antwort-Token; %6 von %7 Antworten sind schon bewertet.</translation>
    </message>
    <message>
        <source>%1 requests will have their contexts cut to %2 tokens.</source>
        <translation>Bei %1 Anfragen werden die Kontexte auf %2 Token gekürzt.</translation>
    </message>
    <message>
        <source>Tokens this run: %1 prompt + %2 completion in %3 requests; the job so far: %4 + %5.</source>
        <translation>Token in diesem Lauf: %1 Prompt + %2 Antwort in %3 Anfragen; der Auftrag bisher: %4 + %5.</translation>
    </message>
    <message>
        <source>%1 answers did not say what they cost; the totals leave them out.</source>
        <translation>%1 Antworten nannten ihre Kosten nicht; die Summen lassen sie aus.</translation>
    </message>
    <message>
        <source>Judge for:</source>
        <translation>Beurteilen:</translation>
    </message>
    <message>
        <source>&amp;faithfulness</source>
        <translation>&amp;Faithfulness</translation>
    </message>
    <message>
        <source>&amp;nuggets</source>
        <translation>&amp;Nuggets</translation>
    </message>
    <message>
        <source>context re&amp;call</source>
        <translation>Kontext-Re&amp;call</translation>
    </message>
    <message>
        <source>c&amp;orrectness</source>
        <translation>K&amp;orrektheit</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunListModel</name>
    <message>
        <source>Parameters: %1</source>
        <translation>Parameter: %1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>System version</source>
        <translation>Systemversion</translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation>Erstellt: %1</translation>
    </message>
    <message>
        <source>System version: %1</source>
        <translation>Systemversion: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsExporter</name>
    <message>
        <source>Show a chart first (Comparison, History, Distribution or Scatter).</source>
        <translation>Zeigen Sie zuerst ein Diagramm an (Vergleich, Verlauf, Verteilung oder Streudiagramm).</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>Chart saved to %1</source>
        <translation>Diagramm in %1 gespeichert</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Check the runs the report should cover first.</source>
        <translation>Kreuzen Sie zuerst die Runs an, die der Bericht abdecken soll.</translation>
    </message>
    <message>
        <source>Markdown, for a pull request (*.md);;HTML (*.html);;PDF (*.pdf)</source>
        <translation>Markdown, für einen Pull Request (*.md);;HTML (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the report...</source>
        <translation>Bericht wird geschrieben...</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Bericht in %1 gespeichert</translation>
    </message>
    <message>
        <source>Export Metric Table</source>
        <translation>Metriktabelle exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Metric table saved to %1</source>
        <translation>Metriktabelle gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsPage</name>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation>Ver&amp;gleich</translation>
    </message>
    <message>
        <source>History chart</source>
        <translation>Verlaufsdiagramm</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Distribution</source>
        <translation>Ver&amp;teilung</translation>
    </message>
    <message>
        <source>&amp;Scatter</source>
        <translation>&amp;Streudiagramm</translation>
    </message>
    <message>
        <source>&amp;Thresholds</source>
        <translation>Sch&amp;wellenwerte</translation>
    </message>
    <message>
        <source>Runs &amp;&amp; Charts</source>
        <translation>Runs &amp;&amp; Diagramme</translation>
    </message>
    <message>
        <source>The runs cannot be evaluated:
%1</source>
        <translation>Die Runs können nicht ausgewertet werden:
%1</translation>
    </message>
    <message>
        <source>&amp;Runs (check the ones to compare)</source>
        <translation>&amp;Runs (zum Vergleichen ankreuzen)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>&amp;Metric</source>
        <translation>&amp;Metrik</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Computation progress</source>
        <translation>Berechnungsfortschritt</translation>
    </message>
    <message>
        <source>Metrics of the compared runs</source>
        <translation>Metriken der verglichenen Runs</translation>
    </message>
    <message>
        <source>Comparison chart</source>
        <translation>Vergleichsdiagramm</translation>
    </message>
    <message>
        <source>Significance of the differences</source>
        <translation>Signifikanz der Unterschiede</translation>
    </message>
    <message>
        <source>Double-click a pair to list the questions where the two runs differ.</source>
        <translation>Doppelklicken Sie auf ein Paar, um die Fragen aufzulisten, bei denen sich die beiden Runs unterscheiden.</translation>
    </message>
    <message>
        <source>Questions where %1 and %2 differ on %3</source>
        <translation>Fragen, bei denen sich %1 und %2 in %3 unterscheiden</translation>
    </message>
    <message>
        <source>R&amp;un:</source>
        <translation>R&amp;un:</translation>
    </message>
    <message>
        <source>Run of the distribution</source>
        <translation>Run der Verteilung</translation>
    </message>
    <message>
        <source>Distribution chart</source>
        <translation>Verteilungsdiagramm</translation>
    </message>
    <message>
        <source>Run &amp;A (x):</source>
        <translation>Run &amp;A (x):</translation>
    </message>
    <message>
        <source>Run &amp;B (y):</source>
        <translation>Run &amp;B (y):</translation>
    </message>
    <message>
        <source>First run of the scatter plot</source>
        <translation>Erster Run des Streudiagramms</translation>
    </message>
    <message>
        <source>Second run of the scatter plot</source>
        <translation>Zweiter Run des Streudiagramms</translation>
    </message>
    <message>
        <source>Scatter chart</source>
        <translation>Streudiagramm</translation>
    </message>
    <message>
        <source>The release gate of &lt;tt&gt;goldset-cli check&lt;/tt&gt;: a threshold per metric, and the bands drawn behind the history chart. Double-click a cell to edit; Edit → Undo takes an edit back.</source>
        <translation>Die Freigabeschranke von &lt;tt&gt;goldset-cli check&lt;/tt&gt;: ein Schwellenwert je Metrik und die Bereiche hinter dem Verlaufsdiagramm. Doppelklicken Sie zum Bearbeiten auf eine Zelle; Bearbeiten → Rückgängig nimmt eine Änderung zurück.</translation>
    </message>
    <message>
        <source>Thresholds and bands</source>
        <translation>Schwellenwerte und Bereiche</translation>
    </message>
    <message>
        <source>Threshold input problem</source>
        <translation>Problem bei der Schwellenwert-Eingabe</translation>
    </message>
    <message>
        <source>Click a bar, point or bin to list the questions behind it.</source>
        <translation>Klicken Sie auf einen Balken, Punkt oder eine Klasse, um die Fragen dahinter aufzulisten.</translation>
    </message>
    <message>
        <source>Questions behind the selection</source>
        <translation>Fragen hinter der Auswahl</translation>
    </message>
    <message>
        <source>Open in &amp;Review</source>
        <translation>In &amp;Prüfung öffnen</translation>
    </message>
    <message>
        <source>Open in &amp;Labelling</source>
        <translation>In B&amp;ewertung öffnen</translation>
    </message>
    <message>
        <source>&amp;Recompute Metrics</source>
        <translation>Metriken &amp;neu berechnen</translation>
    </message>
    <message>
        <source>Export &amp;Chart...</source>
        <translation>&amp;Diagramm exportieren...</translation>
    </message>
    <message>
        <source>Export &amp;Report...</source>
        <translation>Beric&amp;ht exportieren...</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n question(s)</source>
        <translation>
            <numerusform>%1: %n Frage</numerusform>
            <numerusform>%1: %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a question in the list first.</source>
        <translation>Wählen Sie zuerst eine Frage in der Liste.</translation>
    </message>
    <message>
        <source>Count &amp;drafts and rejected questions</source>
        <translation>&amp;Entwürfe und abgelehnte Fragen mitzählen</translation>
    </message>
    <message>
        <source>Off: the metrics count only the accepted questions of each run (drafts and rejected questions are left out, as goldset-cli does without --questions all).</source>
        <translation>Aus: Die Metriken zählen nur die angenommenen Fragen jedes Laufs (Entwürfe und abgelehnte Fragen bleiben außen vor, wie bei goldset-cli ohne --questions all).</translation>
    </message>
    <message>
        <source>Export Metric &amp;Table (CSV)...</source>
        <translation>Metrik&amp;tabelle exportieren (CSV)...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsState</name>
    <message numerus="yes">
        <source>Evaluating %n run(s)...</source>
        <translation>
            <numerusform>%n Run wird ausgewertet...</numerusform>
            <numerusform>%n Runs werden ausgewertet...</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing the metrics of every run...</source>
        <translation>Metriken aller Runs werden berechnet...</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) evaluated.</source>
        <translation>
            <numerusform>%n Run ausgewertet.</numerusform>
            <numerusform>%n Runs ausgewertet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs are evaluated when this page is shown.</source>
        <translation>Die Runs werden ausgewertet, wenn diese Seite angezeigt wird.</translation>
    </message>
    <message>
        <source>Open a project to see its runs.</source>
        <translation>Öffnen Sie ein Projekt, um seine Runs zu sehen.</translation>
    </message>
    <message>
        <source>No runs yet. Import one (File → Import, format trec-run, goldset-run or ragas).</source>
        <translation>Noch keine Runs. Importieren Sie einen (Datei → Importieren, Format trec-run, goldset-run oder ragas).</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s)...</source>
        <translation>
            <numerusform>%n Run wird verglichen...</numerusform>
            <numerusform>%n Runs werden verglichen...</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing confidence intervals and significance tests...</source>
        <translation>Konfidenzintervalle und Signifikanztests werden berechnet...</translation>
    </message>
    <message numerus="yes">
        <source>%n real difference(s) after Holm&apos;s correction.</source>
        <translation>
            <numerusform>%n echter Unterschied nach Holm-Korrektur.</numerusform>
            <numerusform>%n echte Unterschiede nach Holm-Korrektur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check runs in the list to compare them.</source>
        <translation>Kreuzen Sie Runs in der Liste an, um sie zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SaveCopyRunner</name>
    <message>
        <source>Save a Copy</source>
        <translation>Kopie speichern</translation>
    </message>
    <message>
        <source>Copy cancelled: nothing was written.</source>
        <translation>Kopieren abgebrochen: es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation>Kopie gespeichert als %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ScatterChartView</name>
    <message>
        <source>Questions where %1 = %2 for %3 and %4 for %5</source>
        <translation>Fragen mit %1 = %2 für %3 und %4 für %5</translation>
    </message>
    <message>
        <source>Choose two different runs to compare question by question.</source>
        <translation>Wählen Sie zwei verschiedene Runs, um sie Frage für Frage zu vergleichen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 against %3, %n question(s)</source>
        <translation>
            <numerusform>%1: %2 gegen %3, %n Frage</numerusform>
            <numerusform>%1: %2 gegen %3, %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>equal</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>1 question</source>
        <translation>1 Frage</translation>
    </message>
    <message>
        <source>%1+ questions</source>
        <translation>%1+ Fragen</translation>
    </message>
    <message>
        <source>%1–%2 questions</source>
        <translation>%1–%2 Fragen</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2 higher than %3 on %4 question(s), lower on %5, equal on %6</source>
        <translation>%1: %2 höher als %3 bei %4 Fragen, niedriger bei %5, gleich bei %6</translation>
    </message>
    <message>
        <source>Evaluating %1 and %2...</source>
        <translation>%1 und %2 werden ausgewertet...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SearchHitModel</name>
    <message>
        <source>Chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerPasswordStore</name>
    <message>
        <source>the keychain is switched off (GOLDSET_NO_KEYCHAIN)</source>
        <translation>der Schlüsselbund ist abgeschaltet (GOLDSET_NO_KEYCHAIN)</translation>
    </message>
    <message>
        <source>no Secret Service or KWallet answered</source>
        <translation>weder Secret Service noch KWallet hat geantwortet</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerProjectDialog</name>
    <message>
        <source>Open Server Project</source>
        <translation>Serverprojekt öffnen</translation>
    </message>
    <message>
        <source>A project on a shared PostgreSQL server. Your team lead gives you its address; scripts/team-server.sh sets a server up.</source>
        <translation>Ein Projekt auf einem gemeinsamen PostgreSQL-Server. Die Adresse erhalten Sie von Ihrer Teamleitung; scripts/team-server.sh richtet einen Server ein.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>kept in memory until Goldset quits; empty: ~/.pgpass or PGPASSWORD</source>
        <translation>bis Goldset endet im Speicher; leer: ~/.pgpass oder PGPASSWORD</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;Create the project there if it does not exist</source>
        <translation>Projekt dort &amp;anlegen, falls es fehlt</translation>
    </message>
    <message>
        <source>Problem with the address</source>
        <translation>Problem mit der Adresse</translation>
    </message>
    <message>
        <source>&amp;Remember password in the keychain</source>
        <translation>Passwort im Schlüsselbund &amp;merken</translation>
    </message>
    <message>
        <source>Stored in the system&apos;s keychain for this user, server and database; never in the settings or the project.</source>
        <translation>Wird im Schlüsselbund des Systems für diesen Benutzer, Server und diese Datenbank gespeichert; nie in den Einstellungen oder im Projekt.</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerSignIn</name>
    <message>
        <source>The password was not stored in the keychain (%1); it is kept until Goldset quits.</source>
        <translation>Das Passwort wurde nicht im Schlüsselbund gespeichert (%1); es bleibt bis zum Beenden von Goldset im Speicher.</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>Projekt kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetAdjudicationCommand</name>
    <message>
        <source>adjudicate %1 as %2</source>
        <translation>%1 als %2 schlichten</translation>
    </message>
    <message>
        <source>clear the adjudication of %1</source>
        <translation>Schlichtung von %1 löschen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetAnnotatorRoleCommand</name>
    <message>
        <source>make %1 a lead</source>
        <translation>%1 zur Leitung machen</translation>
    </message>
    <message>
        <source>make %1 an annotator</source>
        <translation>%1 zum Annotator machen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetCitationReviewCommand</name>
    <message>
        <source>Clear Citation Verdict</source>
        <translation>Quellenurteil löschen</translation>
    </message>
    <message>
        <source>Citations Entail Statement</source>
        <translation>Quellen belegen die Aussage</translation>
    </message>
    <message>
        <source>Citations Do Not Entail Statement</source>
        <translation>Quellen belegen die Aussage nicht</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetClaimReviewCommand</name>
    <message>
        <source>Verdict %1</source>
        <translation>Urteil %1</translation>
    </message>
    <message>
        <source>Clear Verdict</source>
        <translation>Urteil löschen</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ShellMenus</name>
    <message>
        <source>&amp;New Project...</source>
        <translation>&amp;Neues Projekt...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>Projekt ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As...</source>
        <translation>&amp;Kopie speichern unter...</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>Projekt &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>Prompt &amp;Templates...</source>
        <translation>Prompt-&amp;Vorlagen...</translation>
    </message>
    <message>
        <source>The project&apos;s prompts of the judge and the generator</source>
        <translation>Die Prompts des Judge und des Generators in diesem Projekt</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Tastenkürzel...</translation>
    </message>
    <message>
        <source>&amp;About Goldset</source>
        <translation>&amp;Über Goldset</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Seite</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Open &amp;Server Project...</source>
        <translation>&amp;Serverprojekt öffnen...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Filter by page, action or key (e.g. review, undo, ctrl)</source>
        <translation>Nach Seite, Aktion oder Taste filtern (z. B. Prüfung, Rückgängig, Strg)</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>Tastenkürzel filtern</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>%1 shortcuts</source>
        <translation>%1 Tastenkürzel</translation>
    </message>
    <message>
        <source>%1 of %2 shortcuts</source>
        <translation>%1 von %2 Tastenkürzeln</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ThresholdTableModel</name>
    <message>
        <source>A bound such as &quot;&gt;=0.75&quot; or &quot;&lt;=2500&quot;; a bare number means %1. Empty: no gate.</source>
        <translation>Eine Grenze wie „&gt;=0.75“ oder „&lt;=2500“; eine bloße Zahl bedeutet %1. Leer: keine Schranke.</translation>
    </message>
    <message>
        <source>Three falling bounds: proof of concept, production, excellent (for example 4000,2500,1200). Empty: no bands.</source>
        <translation>Drei fallende Grenzen: Proof of Concept, Produktion, exzellent (zum Beispiel 4000,2500,1200). Leer: keine Bereiche.</translation>
    </message>
    <message>
        <source>Three rising bounds: proof of concept, production, excellent (for example 0.6,0.75,0.9). Empty: no bands.</source>
        <translation>Drei steigende Grenzen: Proof of Concept, Produktion, exzellent (zum Beispiel 0.6,0.75,0.9). Leer: keine Bereiche.</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>kleiner ist besser</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>größer ist besser</translation>
    </message>
    <message>
        <source>set threshold of %1</source>
        <translation>Schwellenwert von %1 setzen</translation>
    </message>
    <message>
        <source>set bands of %1</source>
        <translation>Bereiche von %1 setzen</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Threshold (CI gate)</source>
        <translation>Schwellenwert (CI-Schranke)</translation>
    </message>
    <message>
        <source>Bands: PoC, production, excellent</source>
        <translation>Bereiche: PoC, Produktion, exzellent</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Verdict</name>
    <message>
        <source>supported</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>unbelegt</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>widerlegt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>goldset::ui::WriteLockNotice</name>
    <message>
        <source>No longer waiting for the other Goldset process.</source>
        <translation>Es wird nicht mehr auf den anderen Goldset-Prozess gewartet.</translation>
    </message>
</context>
</TS>
