<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>CandidateDelegate</name>
    <message>
        <source>(start of document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(end of document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no annotator has graded this chunk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteQuestionCommand</name>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditQuestionCommand</name>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuidelinesEditCommand</name>
    <message>
        <source>edit guidelines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelAdjudicateCommand</name>
    <message>
        <source>gold grade %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear gold grade of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelSetCommand</name>
    <message>
        <source>grade %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear grade of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(text not imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goldset projects (*.goldset);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetQuestionStatusCommand</name>
    <message>
        <source>Accept %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to Draft %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::agreement</name>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moderate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>substantial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected character after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::agreement::LabelCsvReader</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected a header row item,annotator,label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header row must name the columns item, annotator and label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the item and the annotator must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::agreement::RatingSet</name>
    <message>
        <source>the categories repeat a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is not one of the categories %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotator &apos;%1&apos; rates item &apos;%2&apos; a second time (first on line %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::batch</name>
    <message>
        <source>the project has no batch &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no assignment in batch &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already; choose a new file for the package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a batch package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this package belongs to another project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no assignment of &apos;%1&apos; in batch &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the package has no annotator &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a batch needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kind must be relevance or claims, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strategy must be random, by-document or by-failing, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a batch needs at least one annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the overlap must be between 1 and the number of annotators (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the size must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no run &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claims batches and the by-failing strategy need --run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a model, not a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no items are left for a new %1 batch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::batch::PackageWriter</name>
    <message>
        <source>the project has no question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no chunk %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no document %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk %1 is missing from its document</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::io</name>
    <message>
        <source>JSON lines with user_input: a RAGAS evaluation dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON lines with qid and retrieved: a Goldset run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON lines with qid and query: the simple question format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON lines with id and text: a corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries, corpus and relevant_docs: a LlamaIndex QA dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of goldens with input: a DeepEval dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of objects with qid: the simple question format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object with queries: a LlamaIndex QA dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six columns with Q0: a TREC run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four columns ending in a grade: TREC qrels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV with RAGAS columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV: choose what each column holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder with corpus.jsonl and queries.jsonl: BEIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder of documents: a corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>documents: a corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text documents: a corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files are of different formats; import them one format at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n question(s) already in the project will be updated (merged by id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n chunk(s) already in the project keep their id; changed text replaces the old text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preview shows the first %1 lines of each file; the import reads them all.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics</name>
    <message>
        <source>project setting &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: cutoffs must be positive integers, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: duplicate cutoffs in &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MappedText</name>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MetricCatalog</name>
    <message>
        <source>metric &apos;%1&apos;: cutoffs must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown metric &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunEvaluation</name>
    <message>
        <source>expected 6 fields (qid Q0 docno rank score run), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the score &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run has no results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is retrieved twice for query &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunMetrics</name>
    <message>
        <source>unknown run &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::Threshold</name>
    <message>
        <source>a threshold needs a metric name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold of &apos;%1&apos;: &apos;%2&apos; is not &apos;&gt;=NUMBER&apos;, &apos;&lt;=NUMBER&apos; or &apos;NUMBER&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not METRIC=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecMeasureSet</name>
    <message>
        <source>improper measure in parameter &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal measure &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ndcg with custom gains (&apos;%1&apos;) is not supported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecQrels</name>
    <message>
        <source>the qrels file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 4 fields (qid iter docno grade), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grade &apos;%1&apos; is not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the qrels file has no judgments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is judged twice for query &apos;%2&apos; (first on line %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecTextEvaluator</name>
    <message>
        <source>the run file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query &apos;%1&apos; of the qrels has no results in the run: skipped (use -c to count it with 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no queries with both results and relevance information</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::storage::BatchStore</name>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no question &apos;%1&apos; or chunk &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no claim %1 of question &apos;%2&apos; in run &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::storage::Database</name>
    <message>
        <source>%1 is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Goldset project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer Goldset (schema version %2; this Goldset reads up to version %3). Update Goldset to open it; the file was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot configure %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a transaction in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit schema version %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::storage::Project</name>
    <message>
        <source>%1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui</name>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no answer for the question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims not found verbatim in the answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No retrieved contexts for this question in this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge&apos;s evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No reviewed claims to compare yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision at finding unsupported or contradicted claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge vs people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person vs person (claims reviewed twice): the ceiling for a judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faithfulness from the reviewed sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrected by the reviews (prediction-powered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 claims reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 more reviews would halve the interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More reviews alone cannot halve the interval: the judge&apos;s own spread over the claims dominates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges against the human verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recall of not supported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundImport</name>
    <message>
        <source>nothing new</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::CandidateModel</name>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>labelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ChunkContextView</name>
    <message>
        <source>Select a chunk to see it in its document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s) in the document</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimTableModel</name>
    <message>
        <source>%1: %2%3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (blind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (adjudicated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusBrowser</name>
    <message>
        <source>Search the chunks (full text, any language) and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chunk matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The best %n hits:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusTreeModel</name>
    <message>
        <source>%1
Source: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (text not imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document / chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetPage</name>
    <message>
        <source>&amp;Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by id, question or ground truth (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near duplicates only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions whose words nearly match another question&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: A accept · R reject · D back to draft · E edit · Delete remove · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to &amp;Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Question...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete Question...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No project open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 and its relevance labels?

Undo (Ctrl+Z) brings both back; the results of runs for this question are deleted for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::GoldChunkModel</name>
    <message>
        <source>%1 adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 median, spread %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjudicated by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median, spread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::GuidelinesPanel</name>
    <message>
        <source>not relevant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partially relevant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relevant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highly relevant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Grades&lt;/b&gt; (press the digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt;&lt;br&gt;J / K or ↓ / ↑: next / previous chunk&lt;br&gt;N / P: next / previous question&lt;br&gt;Backspace: clear grade&lt;br&gt;C: neighbouring chunks&lt;br&gt;/ or Ctrl+F: search the corpus&lt;br&gt;Ctrl+Z / Ctrl+Shift+Z: undo / redo&lt;br&gt;G: gold mode (leads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Guidelines&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Guidelines...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This project has no guidelines yet. A lead can write them.&lt;/i&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a lead edits the guidelines.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportExportActions</name>
    <message>
        <source>&amp;Import...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import documents, question sets, labels or runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOptionsPage</name>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. hybrid-v3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotator of the labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chunk size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overlap when a paragraph is split:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column &amp;mapping:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty to import questions only, without the responses</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s) as %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is what will be imported. Nothing is written until you press Import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This input cannot be imported:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the first lines: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will import: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportRunPage</name>
    <message>
        <source>Importing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %n file(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling; the project stays as it was...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportSourcePage</name>
    <message>
        <source>Files to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents for the corpus, question sets from RAGAS, DeepEval, LlamaIndex or BEIR, TREC qrels and runs, Goldset runs, or CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Files...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add F&amp;older...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(choose a format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files, or drop them on the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The format could not be guessed; choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guessed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportWizard</name>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingPage</name>
    <message>
        <source>Annotator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet labelled by me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My assigned batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of each run&apos;s top results are pooled for judging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m questions labelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the whole corpus (/ or Ctrl+F; Enter adds the hits; Esc back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Neighbouring Chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold Mode (Adjudicate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Gold Qrels...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a project to label its questions.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New annotator...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelling as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead (adjudicates, edits guidelines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who you are (Annotator) before labelling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No questions in this queue.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Every question of this queue is done.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; %2&lt;/p&gt;&lt;p&gt;&lt;span style=&quot;color:#707070;&quot;&gt;Ground truth:&lt;/span&gt; %3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;none&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from runs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Last candidate of this question. N moves to the next question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last question of the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search hits for &quot;%1&quot; added to the candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold mode: digits set the adjudicated grade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelling mode: digits set your grade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelling Guidelines (Markdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Gold Qrels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TREC qrels (*.qrels *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold qrels written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelling</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::MainWindow</name>
    <message>
        <source>Open a project or create a new one (File menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batches &amp;&amp; Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split work into batches for annotators, merge it back, measure agreement (Cohen, Fleiss, Krippendorff) and adjudicate disagreements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs &amp;&amp; Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrieval and generation metrics per run, charts across runs, significance tests, and the thresholds of the CI gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Project...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;Copy As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Goldset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a Copy As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Goldset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Goldset %1&lt;/h3&gt;&lt;p&gt;A workbench for the evaluation data of RAG systems: gold questions, graded relevance, judge verdicts, agreement and metrics.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Goldset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goldset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a project first, then drop files on it to import them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionDetailView</name>
    <message>
        <source>Question:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source chunk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a gold chunk to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No project open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chunk is labelled for this question yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 labelled chunk(s), %2 gold (gold grade 1 or more):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the text of %1 is not imported)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionEditDialog</name>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground-truth answer:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionTableModel</name>
    <message>
        <source>draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near duplicate of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near duplicate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewPage</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Failing only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge and &amp;human disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet re&amp;viewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blind (hide the judge until I decide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer with its claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrieved contexts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark &amp;Supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark &amp;Unsupported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark &amp;Contradicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear My Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;Note...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project has no runs yet: import one (File → Import).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project to review its runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions with faithfulness below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 questions, %2 claims, %3 reviewed; %4 judge verdicts overridden by people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a verdict first (S, U or C), then a note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on this claim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewQuestionModel</name>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::SearchHitModel</name>
    <message>
        <source>Chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetClaimReviewCommand</name>
    <message>
        <source>Verdict %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Verdict</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>goldset::ui::Verdict</name>
    <message>
        <source>supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
