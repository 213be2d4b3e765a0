<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>goldset::ui::BackgroundImport</name>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n chunk</numerusform>
            <numerusform>%n chunks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retrieval(s)</source>
        <translation>
            <numerusform>%n retrieval</numerusform>
            <numerusform>%n retrievals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s)</source>
        <translation>
            <numerusform>%n claim</numerusform>
            <numerusform>%n claims</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n review(s)</source>
        <translation>
            <numerusform>%n review</numerusform>
            <numerusform>%n reviews</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n score(s)</source>
        <translation>
            <numerusform>%n score</numerusform>
            <numerusform>%n scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s)</source>
        <translation>
            <numerusform>%n nugget</numerusform>
            <numerusform>%n nuggets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget verdict(s)</source>
        <translation>
            <numerusform>%n nugget verdict</numerusform>
            <numerusform>%n nugget verdicts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ChunkContextView</name>
    <message numerus="yes">
        <source>%n chunk(s) in the document</source>
        <translation>
            <numerusform>%n chunk in the document</numerusform>
            <numerusform>%n chunks in the document</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationTableModel</name>
    <message numerus="yes">
        <source>, %n unnecessary</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationsTab</name>
    <message numerus="yes">
        <source>%n statement(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ComparisonTableModel</name>
    <message numerus="yes">
        <source>95% bootstrap interval over %n question(s): %1 to %2</source>
        <translation>
            <numerusform>95% bootstrap interval over %n question: %1 to %2</numerusform>
            <numerusform>95% bootstrap interval over %n questions: %1 to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ConnectionTester</name>
    <message numerus="yes">
        <source>the server is busy or limits how often it may be asked (%1) and still was after %n retries; try again in a minute.</source>
        <translation>
            <numerusform>the server is busy or limits how often it may be asked (%1) and still was after %n retry; try again in a minute.</numerusform>
            <numerusform>the server is busy or limits how often it may be asked (%1) and still was after %n retries; try again in a minute.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusBrowser</name>
    <message numerus="yes">
        <source>The best %n hits:</source>
        <translation>
            <numerusform>The best hit:</numerusform>
            <numerusform>The best %n hits:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s):</source>
        <translation>
            <numerusform>%n hit:</numerusform>
            <numerusform>%n hits:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetState</name>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::DistributionChartView</name>
    <message numerus="yes">
        <source>%1 of %2: %n question(s)</source>
        <translation>
            <numerusform>%1 of %2: %n question</numerusform>
            <numerusform>%1 of %2: %n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::HistoryChartView</name>
    <message numerus="yes">
        <source>%1 over %n run(s): %2</source>
        <translation>
            <numerusform>%1 over %n run: %2</numerusform>
            <numerusform>%1 over %n runs: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOptionsPage</name>
    <message numerus="yes">
        <source>Importing %n file(s) as %1.</source>
        <translation>
            <numerusform>Importing %n file as %1.</numerusform>
            <numerusform>Importing %n files as %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportPreviewPage</name>
    <message numerus="yes">
        <source>The grade map changes %n grade(s) (see Warnings).</source>
        <translation>
            <numerusform>The grade map changes %n grade (see Warnings).</numerusform>
            <numerusform>The grade map changes %n grades (see Warnings).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportRunPage</name>
    <message numerus="yes">
        <source>Reading %n file(s)...</source>
        <translation>
            <numerusform>Reading %n file...</numerusform>
            <numerusform>Reading %n files...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingState</name>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation type="unfinished">
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from runs</source>
        <translation type="unfinished">
            <numerusform>%n from runs</numerusform>
            <numerusform>%n from runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitorLogImport</name>
    <message numerus="yes">
        <source>Imported %n new interaction(s) (%1 read).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The edited &quot;I don&apos;t know&quot; patterns changed %n stored answer(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringChartView</name>
    <message numerus="yes">
        <source>%1 over %n period(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringPage</name>
    <message numerus="yes">
        <source>Last %n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringState</name>
    <message numerus="yes">
        <source>%1: %2 (%n interaction(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sampled %n interaction(s) into run %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetReviewPanel</name>
    <message numerus="yes">
        <source>%n nugget(s), %1 vital; judge %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s) edited since judged: stale, not counted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::PairTableModel</name>
    <message numerus="yes">
        <source>p = %1 before, %2 after Holm&apos;s correction over %n comparison(s)</source>
        <translation>
            <numerusform>p = %1 before, %2 after Holm&apos;s correction over %n comparison</numerusform>
            <numerusform>p = %1 before, %2 after Holm&apos;s correction over %n comparisons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ProposeNuggetsDialog</name>
    <message numerus="yes">
        <source>Every question with a ground truth and no nuggets yet (%n question(s) without nuggets)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proposed nuggets for %n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsPage</name>
    <message numerus="yes">
        <source>%1: %n question(s)</source>
        <translation>
            <numerusform>%1: %n question</numerusform>
            <numerusform>%1: %n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsState</name>
    <message numerus="yes">
        <source>Evaluating %n run(s)...</source>
        <translation>
            <numerusform>Evaluating %n run...</numerusform>
            <numerusform>Evaluating %n runs...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) evaluated.</source>
        <translation>
            <numerusform>%n run evaluated.</numerusform>
            <numerusform>%n runs evaluated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s)...</source>
        <translation>
            <numerusform>Comparing %n run...</numerusform>
            <numerusform>Comparing %n runs...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n real difference(s) after Holm&apos;s correction.</source>
        <translation>
            <numerusform>%n real difference after Holm&apos;s correction.</numerusform>
            <numerusform>%n real differences after Holm&apos;s correction.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ScatterChartView</name>
    <message numerus="yes">
        <source>%1: %2 against %3, %n question(s)</source>
        <translation>
            <numerusform>%1: %2 against %3, %n question</numerusform>
            <numerusform>%1: %2 against %3, %n questions</numerusform>
        </translation>
    </message>
</context>
</TS>
