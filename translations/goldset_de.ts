<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
    <name>DeleteQuestionCommand</name>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
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
        <source>grade %1 for %2</source>
        <translation>Stufe %1 für %2</translation>
    </message>
    <message>
        <source>clear grade of %1</source>
        <translation>Stufe von %1 löschen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(text not imported)</source>
        <translation>(Text nicht importiert)</translation>
    </message>
    <message>
        <source>Goldset projects (*.goldset);;All files (*)</source>
        <translation>Goldset-Projekte (*.goldset);;Alle Dateien (*)</translation>
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
        <source>the package has no annotator &apos;%1&apos;</source>
        <translation>das Paket hat keinen Annotator „%1“</translation>
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
    <name>goldset::metrics::RunEvaluation</name>
    <message>
        <source>expected 6 fields (qid Q0 docno rank score run), found %1</source>
        <translation>erwartet wurden 6 Felder (qid Q0 docno rank score run), gefunden: %1</translation>
    </message>
    <message>
        <source>the score &apos;%1&apos; is not a number</source>
        <translation>der Score „%1“ ist keine Zahl</translation>
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
        <source>ndcg with custom gains (&apos;%1&apos;) is not supported</source>
        <translation>ndcg mit eigenen Gains („%1“) wird nicht unterstützt</translation>
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
        <source>the grade &apos;%1&apos; is not an integer</source>
        <translation>die Stufe „%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>the qrels file has no judgments</source>
        <translation>die qrels-Datei enthält keine Bewertungen</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is judged twice for query &apos;%2&apos; (first on line %3)</source>
        <translation>Dokument „%1“ ist für Anfrage „%2“ zweimal bewertet (zuerst in Zeile %3)</translation>
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
        <source>the project has no claim %1 of question &apos;%2&apos; in run &apos;%3&apos;</source>
        <translation>das Projekt hat keine Aussage %1 zu Frage „%2“ im Run „%3“</translation>
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
        <source>Judge vs people</source>
        <translation>Judge im Vergleich mit Menschen</translation>
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
        <source>%1 of %2 claims reviewed</source>
        <translation>%1 von %2 Aussagen geprüft</translation>
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
        <source>compared</source>
        <translation>verglichen</translation>
    </message>
    <message>
        <source>recall of not supported</source>
        <translation>Recall für „nicht belegt“</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundImport</name>
    <message>
        <source>nothing new</source>
        <translation>nichts Neues</translation>
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
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
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
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
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
        <source>Will import: %1.</source>
        <translation>Wird importiert: %1.</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
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
        <source>Labelling as %1</source>
        <translation>Bewertung als %1</translation>
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
        <source>Choose who you are (Annotator) before labelling.</source>
        <translation>Wählen Sie vor dem Bewerten aus, wer Sie sind (Annotator).</translation>
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
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; %2&lt;/p&gt;&lt;p&gt;&lt;span style=&quot;color:#707070;&quot;&gt;Ground truth:&lt;/span&gt; %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; %2&lt;/p&gt;&lt;p&gt;&lt;span style=&quot;color:#707070;&quot;&gt;Referenzantwort:&lt;/span&gt; %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;none&lt;/i&gt;</source>
        <translation>&lt;i&gt;keine&lt;/i&gt;</translation>
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
        <source>Last candidate of this question. N moves to the next question.</source>
        <translation>Letzter Kandidat dieser Frage. N wechselt zur nächsten Frage.</translation>
    </message>
    <message>
        <source>Last question of the queue.</source>
        <translation>Letzte Frage der Warteschlange.</translation>
    </message>
    <message>
        <source>Search hits for &quot;%1&quot; added to the candidates.</source>
        <translation>Treffer für „%1“ zu den Kandidaten hinzugefügt.</translation>
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
        <source>Gold qrels written to %1</source>
        <translation>Gold-qrels nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Labelling</source>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MainWindow</name>
    <message>
        <source>Open a project or create a new one (File menu).</source>
        <translation>Öffnen Sie ein Projekt oder legen Sie ein neues an (Menü „Datei“).</translation>
    </message>
    <message>
        <source>Batches &amp;&amp; Agreement</source>
        <translation>Batches &amp;&amp; Übereinstimmung</translation>
    </message>
    <message>
        <source>Split work into batches for annotators, merge it back, measure agreement (Cohen, Fleiss, Krippendorff) and adjudicate disagreements.</source>
        <translation>Arbeit in Batches für Annotatoren aufteilen, wieder zusammenführen, Übereinstimmung messen (Cohen, Fleiss, Krippendorff) und Abweichungen schlichten.</translation>
    </message>
    <message>
        <source>Runs &amp;&amp; Charts</source>
        <translation>Runs &amp;&amp; Diagramme</translation>
    </message>
    <message>
        <source>Retrieval and generation metrics per run, charts across runs, significance tests, and the thresholds of the CI gate.</source>
        <translation>Retrieval- und Generierungsmetriken je Run, Diagramme über alle Runs, Signifikanztests und die Schwellenwerte des CI-Gates.</translation>
    </message>
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
        <source>Cannot open project</source>
        <translation>Projekt kann nicht geöffnet werden</translation>
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
        <source>Saved a copy as %1</source>
        <translation>Kopie als %1 gespeichert</translation>
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
        <source>&amp;Blind (hide the judge until I decide)</source>
        <translation>Bl&amp;ind (Judge verbergen, bis ich entscheide)</translation>
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
        <source>This project has no runs yet: import one (File → Import).</source>
        <translation>Dieses Projekt hat noch keine Runs: Importieren Sie einen (Datei → Importieren).</translation>
    </message>
    <message>
        <source>Open a project to review its runs.</source>
        <translation>Öffnen Sie ein Projekt, um seine Runs zu prüfen.</translation>
    </message>
    <message>
        <source>Questions with faithfulness below %1</source>
        <translation>Fragen mit Faithfulness unter %1</translation>
    </message>
    <message>
        <source>%1 questions, %2 claims, %3 reviewed; %4 judge verdicts overridden by people.</source>
        <translation>%1 Fragen, %2 Aussagen, %3 geprüft; %4 Judge-Urteile von Menschen korrigiert.</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>Referenzantwort:</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>Wählen Sie zuerst, wer Sie sind (Annotator in den Einstellungen).</translation>
    </message>
    <message>
        <source>Give a verdict first (S, U or C), then a note.</source>
        <translation>Geben Sie zuerst ein Urteil ab (S, U oder C), dann eine Notiz.</translation>
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
</TS>
