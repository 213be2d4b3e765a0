<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddQuestionCommand</name>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
</context>
<context>
    <name>AlertRuleCommand</name>
    <message>
        <source>Add alert rule %1</source>
        <translation>添加告警规则 %1</translation>
    </message>
    <message>
        <source>Remove alert rule %1</source>
        <translation>删除告警规则 %1</translation>
    </message>
</context>
<context>
    <name>CandidateDelegate</name>
    <message>
        <source>(start of document)</source>
        <translation>（文档开头）</translation>
    </message>
    <message>
        <source>(end of document)</source>
        <translation>（文档结尾）</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>金标准</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>我的</translation>
    </message>
    <message>
        <source>me</source>
        <translation>我</translation>
    </message>
    <message>
        <source>no annotator has graded this chunk</source>
        <translation>尚无标注员为此文本块评级</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Chart exported from Goldset</source>
        <translation>从 Goldset 导出的图表</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>unknown image format &quot;%1&quot;: use .png or .svg</source>
        <translation>未知的图像格式“%1”：请使用 .png 或 .svg</translation>
    </message>
</context>
<context>
    <name>DeleteQuestionCommand</name>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
</context>
<context>
    <name>DeleteRunCommand</name>
    <message>
        <source>Delete run %1</source>
        <translation>删除运行 %1</translation>
    </message>
</context>
<context>
    <name>EditQuestionCommand</name>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
</context>
<context>
    <name>GuidelinesEditCommand</name>
    <message>
        <source>edit guidelines</source>
        <translation>编辑标注指南</translation>
    </message>
</context>
<context>
    <name>LabelAdjudicateCommand</name>
    <message>
        <source>gold grade %1 for %2</source>
        <translation>为 %2 设定金标准等级 %1</translation>
    </message>
    <message>
        <source>clear gold grade of %1</source>
        <translation>清除 %1 的金标准等级</translation>
    </message>
</context>
<context>
    <name>LabelSetCommand</name>
    <message>
        <source>grade %1 for %2 on %3</source>
        <translation>为 %3 的 %2 评定等级 %1</translation>
    </message>
    <message>
        <source>clear grade of %1 on %2</source>
        <translation>清除 %2 的 %1 的等级</translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 毫秒</translation>
    </message>
</context>
<context>
    <name>NuggetCommand</name>
    <message>
        <source>Add Nugget to %1</source>
        <translation>向 %1 添加要点</translation>
    </message>
    <message>
        <source>Edit Nugget of %1</source>
        <translation>编辑 %1 的要点</translation>
    </message>
    <message>
        <source>Mark Nugget of %1 Vital</source>
        <translation>将 %1 的要点标为关键</translation>
    </message>
    <message>
        <source>Mark Nugget of %1 Okay</source>
        <translation>将 %1 的要点标为可选</translation>
    </message>
    <message>
        <source>Accept Nugget of %1</source>
        <translation>接受 %1 的要点</translation>
    </message>
    <message>
        <source>Reopen Nugget of %1</source>
        <translation>重新打开 %1 的要点</translation>
    </message>
    <message>
        <source>Delete Nugget of %1</source>
        <translation>删除 %1 的要点</translation>
    </message>
    <message>
        <source>Merge Nuggets of %1</source>
        <translation>合并 %1 的要点</translation>
    </message>
    <message>
        <source>Move Nugget of %1</source>
        <translation>移动 %1 的要点</translation>
    </message>
</context>
<context>
    <name>PromoteInteractionCommand</name>
    <message>
        <source>Promote interaction %1 to a question</source>
        <translation>将交互 %1 提升为问题</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(text not imported)</source>
        <translation>（文本未导入）</translation>
    </message>
</context>
<context>
    <name>RenameRunCommand</name>
    <message>
        <source>Rename run %1 to %2</source>
        <translation>将运行 %1 重命名为 %2</translation>
    </message>
</context>
<context>
    <name>SampleInteractionsCommand</name>
    <message>
        <source>Sample interactions into run %1</source>
        <translation>将交互抽样到运行 %1</translation>
    </message>
</context>
<context>
    <name>SetNuggetReviewCommand</name>
    <message>
        <source>Nugget of %1: %2</source>
        <translation>%1 的要点：%2</translation>
    </message>
    <message>
        <source>Clear Nugget Verdict of %1</source>
        <translation>清除 %1 的要点判定</translation>
    </message>
</context>
<context>
    <name>SetQuestionStatusCommand</name>
    <message>
        <source>Accept %1</source>
        <translation>接受 %1</translation>
    </message>
    <message>
        <source>Reject %1</source>
        <translation>拒绝 %1</translation>
    </message>
    <message>
        <source>Back to Draft %1</source>
        <translation>将 %1 退回草稿</translation>
    </message>
</context>
<context>
    <name>goldset::agreement</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>差</translation>
    </message>
    <message>
        <source>slight</source>
        <translation>轻微</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>substantial</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation>几乎完全</translation>
    </message>
    <message>
        <source>unexpected character after a closing quote</source>
        <translation>右引号后出现意外字符</translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation>带引号的字段未闭合</translation>
    </message>
    <message>
        <source>%1 · claim %2</source>
        <translation>%1 · 陈述 %2</translation>
    </message>
</context>
<context>
    <name>goldset::agreement::LabelCsvReader</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>文件不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row item,annotator,label</source>
        <translation>文件为空；应有表头行 item,annotator,label</translation>
    </message>
    <message>
        <source>the header row must name the columns item, annotator and label</source>
        <translation>表头行必须包含列 item、annotator 和 label</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>应与表头一样有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>the item and the annotator must not be empty</source>
        <translation>条目和标注员不能为空</translation>
    </message>
</context>
<context>
    <name>goldset::agreement::RatingSet</name>
    <message>
        <source>the categories repeat a value</source>
        <translation>类别中有重复值</translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is not one of the categories %2</source>
        <translation>标签“%1”不属于类别 %2</translation>
    </message>
    <message>
        <source>annotator &apos;%1&apos; rates item &apos;%2&apos; a second time (first on line %3)</source>
        <translation>标注员“%1”再次评定条目“%2”（首次在第 %3 行）</translation>
    </message>
</context>
<context>
    <name>goldset::batch</name>
    <message>
        <source>the project has no batch &apos;%1&apos;</source>
        <translation>项目中没有批次“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no assignment in batch &apos;%2&apos;</source>
        <translation>“%1”在批次“%2”中没有分配任务</translation>
    </message>
    <message>
        <source>%1 exists already; choose a new file for the package</source>
        <translation>%1 已存在；请为该包选择一个新文件</translation>
    </message>
    <message>
        <source>this is not a batch package</source>
        <translation>这不是批次包</translation>
    </message>
    <message>
        <source>this package belongs to another project</source>
        <translation>此包属于另一个项目</translation>
    </message>
    <message>
        <source>the project has no assignment of &apos;%1&apos; in batch &apos;%2&apos;</source>
        <translation>项目中没有“%1”在批次“%2”中的分配</translation>
    </message>
    <message>
        <source>a batch needs a name</source>
        <translation>批次需要名称</translation>
    </message>
    <message>
        <source>the kind must be relevance or claims, not &apos;%1&apos;</source>
        <translation>类型必须是 relevance 或 claims，而不是“%1”</translation>
    </message>
    <message>
        <source>the strategy must be random, by-document or by-failing, not &apos;%1&apos;</source>
        <translation>策略必须是 random、by-document 或 by-failing，而不是“%1”</translation>
    </message>
    <message>
        <source>a batch needs at least one annotator</source>
        <translation>批次至少需要一名标注员</translation>
    </message>
    <message>
        <source>the overlap must be between 1 and the number of annotators (%1)</source>
        <translation>重叠数必须介于 1 和标注员人数（%1）之间</translation>
    </message>
    <message>
        <source>the size must not be negative</source>
        <translation>大小不能为负数</translation>
    </message>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation>名为“%1”的批次已存在</translation>
    </message>
    <message>
        <source>the project has no run &apos;%1&apos;</source>
        <translation>项目中没有运行“%1”</translation>
    </message>
    <message>
        <source>claims batches and the by-failing strategy need --run</source>
        <translation>陈述批次和 by-failing 策略需要 --run</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a model, not a person</source>
        <translation>“%1”是模型，不是人</translation>
    </message>
    <message>
        <source>no items are left for a new %1 batch</source>
        <translation>没有剩余条目可用于新的 %1 批次</translation>
    </message>
</context>
<context>
    <name>goldset::batch::PackageWriter</name>
    <message>
        <source>the project has no question %1</source>
        <translation>项目中没有问题 %1</translation>
    </message>
    <message>
        <source>the project has no chunk %1</source>
        <translation>项目中没有文本块 %1</translation>
    </message>
    <message>
        <source>the project has no document %1</source>
        <translation>项目中没有文档 %1</translation>
    </message>
    <message>
        <source>chunk %1 is missing from its document</source>
        <translation>文本块 %1 在其文档中缺失</translation>
    </message>
</context>
<context>
    <name>goldset::core</name>
    <message>
        <source>is a project Goldset has open (or one of its -wal, -shm files): it is never read or written as another file</source>
        <translation>是 Goldset 已打开的项目（或其 -wal、-shm 文件之一）：绝不会作为其他文件读取或写入</translation>
    </message>
</context>
<context>
    <name>goldset::io</name>
    <message>
        <source>JSON lines with user_input: a RAGAS evaluation dataset</source>
        <translation>含 user_input 的 JSON Lines：RAGAS 评估数据集</translation>
    </message>
    <message>
        <source>JSON lines with qid and retrieved: a Goldset run</source>
        <translation>含 qid 和 retrieved 的 JSON Lines：Goldset 运行</translation>
    </message>
    <message>
        <source>JSON lines with qid and query: the simple question format</source>
        <translation>含 qid 和 query 的 JSON Lines：简单问题格式</translation>
    </message>
    <message>
        <source>JSON lines with id and text: a corpus</source>
        <translation>含 id 和 text 的 JSON Lines：语料库</translation>
    </message>
    <message>
        <source>queries, corpus and relevant_docs: a LlamaIndex QA dataset</source>
        <translation>queries、corpus 和 relevant_docs：LlamaIndex QA 数据集</translation>
    </message>
    <message>
        <source>a list of goldens with input: a DeepEval dataset</source>
        <translation>含 input 的 goldens 列表：DeepEval 数据集</translation>
    </message>
    <message>
        <source>a list of objects with qid: the simple question format</source>
        <translation>含 qid 的对象列表：简单问题格式</translation>
    </message>
    <message>
        <source>an object with queries: a LlamaIndex QA dataset</source>
        <translation>含 queries 的对象：LlamaIndex QA 数据集</translation>
    </message>
    <message>
        <source>six columns with Q0: a TREC run</source>
        <translation>含 Q0 的六列：TREC 运行</translation>
    </message>
    <message>
        <source>four columns ending in a grade: TREC qrels</source>
        <translation>以等级结尾的四列：TREC qrels</translation>
    </message>
    <message>
        <source>CSV with RAGAS columns</source>
        <translation>含 RAGAS 列的 CSV</translation>
    </message>
    <message>
        <source>CSV: choose what each column holds</source>
        <translation>CSV：选择每列的内容</translation>
    </message>
    <message>
        <source>a folder with corpus.jsonl and queries.jsonl: BEIR</source>
        <translation>含 corpus.jsonl 和 queries.jsonl 的文件夹：BEIR</translation>
    </message>
    <message>
        <source>a folder of documents: a corpus</source>
        <translation>文档文件夹：语料库</translation>
    </message>
    <message>
        <source>documents: a corpus</source>
        <translation>文档：语料库</translation>
    </message>
    <message>
        <source>text documents: a corpus</source>
        <translation>文本文档：语料库</translation>
    </message>
    <message>
        <source>the files are of different formats; import them one format at a time</source>
        <translation>这些文件格式不同；请一次导入一种格式</translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the preview</source>
        <translation>无法为预览创建临时文件夹</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>%n question(s) already in the project will be updated (merged by id).</source>
        <translation>项目中已有的 %n 个问题将被更新（按 ID 合并）。</translation>
    </message>
    <message>
        <source>%n chunk(s) already in the project keep their id; changed text replaces the old text.</source>
        <translation>项目中已有的 %n 个文本块保留其 ID；更改后的文本将替换旧文本。</translation>
    </message>
    <message>
        <source>The preview shows the first %1 lines of each file; the import reads them all.</source>
        <translation>预览显示每个文件的前 %1 行；导入时会读取全部内容。</translation>
    </message>
    <message>
        <source>%1 chunk(s) of %2 document(s) already in the project get other text with this import (chunk size %3 characters, overlap %4).</source>
        <translation>项目中已有的 %2 个文档中的 %1 个文本块将因本次导入而获得不同的文本（文本块大小 %3 个字符，重叠 %4）。</translation>
    </message>
    <message>
        <source>%n label(s) refer to the old chunks: their ids will name text that was not judged. Keep the chunk size the labels were made with, or review those labels.</source>
        <translation>%n 条标注指向旧的文本块：它们的 ID 将指向未经评定的文本。请保持标注时使用的文本块大小，或复查这些标注。</translation>
    </message>
    <message>
        <source>%n context(s) given as text match chunks already in the project: the labels and retrievals go to those chunks, no new chunk is added for them.</source>
        <translation>%n 个以文本给出的上下文与项目中已有的文本块相同：标注和检索结果归入这些文本块，不会为其新增文本块。</translation>
    </message>
    <message>
        <source>export cancelled: nothing written</source>
        <translation>导出已取消：未写入任何内容</translation>
    </message>
    <message>
        <source>no qrels/%1.tsv; the splits are: %2</source>
        <translation>没有 qrels/%1.tsv；现有的划分：%2</translation>
    </message>
    <message>
        <source>qrels/ holds several splits (%1): choose one with --split NAME</source>
        <translation>qrels/ 中有多个划分（%1）：请用 --split NAME 选择一个</translation>
    </message>
    <message>
        <source>expected a BEIR folder with corpus.jsonl, queries.jsonl and qrels/</source>
        <translation>应为包含 corpus.jsonl、queries.jsonl 和 qrels/ 的 BEIR 文件夹</translation>
    </message>
    <message>
        <source>the BEIR folder has no %1</source>
        <translation>BEIR 文件夹中没有 %1</translation>
    </message>
    <message>
        <source>expected a JSON object {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</source>
        <translation>应为 JSON 对象 {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</translation>
    </message>
    <message>
        <source>no records, expected JSON lines {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</source>
        <translation>没有记录，应为 JSON 行 {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</translation>
    </message>
    <message>
        <source>PDF text extraction is not available in this build</source>
        <translation>此版本不支持 PDF 文本提取</translation>
    </message>
    <message>
        <source>no .md .txt .html .pdf or .jsonl files in the folder</source>
        <translation>文件夹中没有 .md、.txt、.html、.pdf 或 .jsonl 文件</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>--map names column &apos;%1&apos;, which is not in the header (%2)</source>
        <translation>--map 指定的列“%1”不在表头中（%2）</translation>
    </message>
    <message>
        <source>--map: unknown field &apos;%1&apos;, expected one of: %2</source>
        <translation>--map：未知字段“%1”，应为以下之一：%2</translation>
    </message>
    <message>
        <source>expected both a chunk and a grade column, or neither</source>
        <translation>应同时有文本块列和等级列，或都没有</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, got %2</source>
        <translation>应与表头一样有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>no rows after the header</source>
        <translation>表头之后没有数据行</translation>
    </message>
    <message>
        <source>unbalanced quote: the quoted field that starts here never ends, expected a closing &apos;&quot;&apos;</source>
        <translation>引号不配对：从此处开始的带引号字段没有结束，应有结尾的 &apos;&quot;&apos;</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field, expected the whole field in quotes</source>
        <translation>未加引号的字段中出现引号，应将整个字段放在引号内</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>--run-name is required to export %1</source>
        <translation>导出 %1 需要 --run-name</translation>
    </message>
    <message>
        <source>no run named &apos;%1&apos; in the project</source>
        <translation>项目中没有名为“%1”的运行</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;, expected one of: %2</source>
        <translation>未知格式“%1”，应为以下之一：%2</translation>
    </message>
    <message>
        <source>no output path given</source>
        <translation>未指定输出路径</translation>
    </message>
    <message>
        <source>no annotator named &apos;%1&apos; in the project</source>
        <translation>项目中没有名为“%1”的标注员</translation>
    </message>
    <message>
        <source>expected an object {&quot;text&quot;, &quot;verdict&quot;, ...}</source>
        <translation>应为对象 {&quot;text&quot;, &quot;verdict&quot;, ...}</translation>
    </message>
    <message>
        <source>field &quot;orphaned&quot;: expected true or false</source>
        <translation>字段 &quot;orphaned&quot;：应为 true 或 false</translation>
    </message>
    <message>
        <source>field &quot;reviews&quot;: expected a list of objects</source>
        <translation>字段 &quot;reviews&quot;：应为对象列表</translation>
    </message>
    <message>
        <source>field &quot;blind&quot;: expected true or false</source>
        <translation>字段 &quot;blind&quot;：应为 true 或 false</translation>
    </message>
    <message>
        <source>field &quot;retrieved&quot;: duplicate id &apos;%1&apos;</source>
        <translation>字段 &quot;retrieved&quot;：ID“%1”重复</translation>
    </message>
    <message>
        <source>field &quot;scores&quot;: expected an object {metric: number}</source>
        <translation>字段 &quot;scores&quot;：应为对象 {metric: number}</translation>
    </message>
    <message>
        <source>scores[&quot;%1&quot;]: expected a number or null</source>
        <translation>scores[&quot;%1&quot;]：应为数字或 null</translation>
    </message>
    <message>
        <source>no input file given</source>
        <translation>未指定输入文件</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <source>--chunk-size must be positive and --overlap not negative</source>
        <translation>--chunk-size 必须为正数，--overlap 不能为负数</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>cannot commit the import: %1</source>
        <translation>无法提交导入：%1</translation>
    </message>
    <message>
        <source>import cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>--run-name is required for %1</source>
        <translation>%1 需要 --run-name</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: expected %2, got %3</source>
        <translation>字段 &quot;%1&quot;：应为 %2，实际为 %3</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is empty, expected an id</source>
        <translation>字段 &quot;%1&quot; 为空，应为 ID</translation>
    </message>
    <message>
        <source>the file is empty, expected %1</source>
        <translation>文件为空，应为 %1</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>no records, expected %1</source>
        <translation>没有记录，应为 %1</translation>
    </message>
    <message>
        <source>is a folder, expected a file</source>
        <translation>是文件夹，应为文件</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>invalid UTF-8 (byte 0x%1), expected UTF-8 or UTF-16 text with a BOM</source>
        <translation>无效的 UTF-8（字节 0x%1），应为 UTF-8 或带 BOM 的 UTF-16 文本</translation>
    </message>
    <message>
        <source>invalid UTF-16 text</source>
        <translation>无效的 UTF-16 文本</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; to be an object, got %2</source>
        <translation>&quot;%1&quot; 应为对象，实际为 %2</translation>
    </message>
    <message>
        <source>relevant_docs[&quot;%1&quot;]: expected a list of node ids</source>
        <translation>relevant_docs[&quot;%1&quot;]：应为节点 ID 列表</translation>
    </message>
    <message>
        <source>corpus[&quot;%1&quot;]: expected the node&apos;s text as a string</source>
        <translation>corpus[&quot;%1&quot;]：应为字符串形式的节点文本</translation>
    </message>
    <message>
        <source>queries[&quot;%1&quot;]: expected the query text as a string</source>
        <translation>queries[&quot;%1&quot;]：应为字符串形式的查询文本</translation>
    </message>
    <message>
        <source>expected field &quot;user_input&quot; (or legacy &quot;question&quot;)</source>
        <translation>应有字段 &quot;user_input&quot;（或旧版的 &quot;question&quot;）</translation>
    </message>
    <message>
        <source>expected a column &quot;user_input&quot; (or legacy &quot;question&quot;)</source>
        <translation>应有列 &quot;user_input&quot;（或旧版的 &quot;question&quot;）</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;: %2</source>
        <translation>列 &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docid grade&apos;, got %1</source>
        <translation>应为 4 个字段 &apos;qid iter docid grade&apos;，实际为 %1 个</translation>
    </message>
    <message>
        <source>no judgments, expected lines &apos;qid iter docid grade&apos;</source>
        <translation>没有评定，应为 &apos;qid iter docid grade&apos; 行</translation>
    </message>
    <message>
        <source>duplicate document &apos;%1&apos; for query &apos;%2&apos; (first on line %3)</source>
        <translation>查询“%2”的文档“%1”重复（首次在第 %3 行）</translation>
    </message>
    <message>
        <source>no results, expected lines &apos;qid Q0 docid rank score tag&apos;</source>
        <translation>没有结果，应为 &apos;qid Q0 docid rank score tag&apos; 行</translation>
    </message>
    <message>
        <source>the %1 id &apos;%2&apos; is empty or contains white space, which a TREC file cannot hold: rename it, or export another format</source>
        <translation>%1 ID“%2”为空或包含空白字符，TREC 文件无法容纳：请重命名，或导出为其他格式</translation>
    </message>
    <message>
        <source>question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>文本块</translation>
    </message>
    <message>
        <source>the file was not completed</source>
        <translation>文件未写完</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>文件未打开</translation>
    </message>
    <message>
        <source>cancelled: nothing written</source>
        <translation>已取消：未写入任何内容</translation>
    </message>
    <message>
        <source>a number too large to be read</source>
        <translation>数字太大，无法读取</translation>
    </message>
    <message>
        <source>a value of another type than expected</source>
        <translation>值的类型与预期不同</translation>
    </message>
    <message>
        <source>a string that is not valid UTF-8</source>
        <translation>字符串不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>a required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: an id may not contain a NUL character</source>
        <translation>字段“%1”：ID 不能包含 NUL 字符</translation>
    </message>
    <message>
        <source>a NUL byte, expected text (is this a binary file?)</source>
        <translation>一个 NUL 字节，应为文本（这是二进制文件吗？）</translation>
    </message>
    <message>
        <source>%1 lies beside it: a project there is open elsewhere or was not closed, and a new file of that name would be read with its log. Choose another name, or open and close that project first.</source>
        <translation>旁边有 %1：该处的项目在别处打开或未正常关闭，同名的新文件会与其日志一起被读取。请选择其他名称，或先打开并关闭该项目。</translation>
    </message>
    <message>
        <source>expected a column &quot;input&quot; (DeepEval&apos;s CSV: input, actual_output, expected_output, retrieval_context, context)</source>
        <translation>应有一列 &quot;input&quot;（DeepEval 的 CSV：input、actual_output、expected_output、retrieval_context、context）</translation>
    </message>
    <message>
        <source>JSON lines with input and expected_output: DeepEval goldens</source>
        <translation>含 input 和 expected_output 的 JSON 行：DeepEval 黄金样本</translation>
    </message>
    <message>
        <source>examples with query and reference_answer: a LlamaIndex RAG dataset</source>
        <translation>含 query 和 reference_answer 的 examples：LlamaIndex RAG 数据集</translation>
    </message>
    <message>
        <source>a list of samples with user_input: a RAGAS dataset</source>
        <translation>含 user_input 的样本列表：RAGAS 数据集</translation>
    </message>
    <message>
        <source>CSV with input and expected_output: a DeepEval dataset</source>
        <translation>含 input 和 expected_output 的 CSV：DeepEval 数据集</translation>
    </message>
    <message>
        <source>--grade-map expects FROM=TO pairs with TO in 0..3 (&quot;-1=0,4=3&quot;), got &apos;%1&apos;</source>
        <translation>--grade-map 需要 FROM=TO 对，TO 取 0..3（&quot;-1=0,4=3&quot;），实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>mapped %1 grades onto 0..3 (%2); the original grades are kept, --grade-map FROM=TO,... changes the rule</source>
        <translation>已将 %1 个等级映射到 0..3（%2）；原始等级已保留，可用 --grade-map FROM=TO,... 更改规则</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: expected an object {&quot;model_name&quot;, &quot;type&quot;}, got %2</source>
        <translation>字段 &quot;%1&quot;：应为对象 {&quot;model_name&quot;, &quot;type&quot;}，实际为 %2</translation>
    </message>
    <message>
        <source>expected an integer grade, got &apos;%1&apos;</source>
        <translation>应为整数等级，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>JSON lines with topic_id and references: a TREC RAG answer run</source>
        <translation>含 topic_id 和 references 的 JSON Lines：TREC RAG 回答运行</translation>
    </message>
    <message>
        <source>field &quot;statements&quot;: expected a list of {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>字段 &quot;statements&quot;：应为 {&quot;text&quot;, &quot;citations&quot;} 的列表</translation>
    </message>
    <message>
        <source>expected an object {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>应为对象 {&quot;text&quot;, &quot;citations&quot;}</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected a list of chunk ids or 1-based ranks</source>
        <translation>字段 &quot;citations&quot;：应为块 ID 或从 1 开始的排名的列表</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected chunk ids or 1-based ranks, got %1</source>
        <translation>字段 &quot;citations&quot;：应为块 ID 或从 1 开始的排名，实际为 %1</translation>
    </message>
    <message>
        <source>field &quot;references&quot;: duplicate id &apos;%1&apos;</source>
        <translation>字段 &quot;references&quot;：重复的 ID“%1”</translation>
    </message>
    <message>
        <source>field &quot;answer&quot;: expected a list of {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>字段 &quot;answer&quot;：应为 {&quot;text&quot;, &quot;citations&quot;} 的列表</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected a list of indices</source>
        <translation>字段 &quot;citations&quot;：应为索引列表</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected indices 0 to %1 into &quot;references&quot;, got %2</source>
        <translation>字段 &quot;citations&quot;：应为 &quot;references&quot; 中 0 到 %1 的索引，实际为 %2</translation>
    </message>
</context>
<context>
    <name>goldset::metrics</name>
    <message>
        <source>project setting &apos;%1&apos;: %2</source>
        <translation>项目设置“%1”：%2</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: cutoffs must be positive integers, got &apos;%2&apos;</source>
        <translation>度量“%1”：截断值必须是正整数，实际为“%2”</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: duplicate cutoffs in &apos;%2&apos;</source>
        <translation>度量“%1”：“%2”中有重复的截断值</translation>
    </message>
    <message>
        <source>malformed pair parameters in &apos;%1&apos;</source>
        <translation>“%1”中的成对参数格式错误</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MappedText</name>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MetricCatalog</name>
    <message>
        <source>metric &apos;%1&apos;: cutoffs must be positive</source>
        <translation>指标“%1”：截断值必须为正</translation>
    </message>
    <message>
        <source>unknown metric &apos;%1&apos;</source>
        <translation>未知指标“%1”</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::QualityBands</name>
    <message>
        <source>bands of %1: expected three falling numbers &quot;poc,production,excellent&quot; (lower is better), got &quot;%2&quot;</source>
        <translation>%1 的档位：应为三个递减的数字“poc,production,excellent”（越低越好），实际为“%2”</translation>
    </message>
    <message>
        <source>bands of %1: expected three rising numbers &quot;poc,production,excellent&quot;, got &quot;%2&quot;</source>
        <translation>%1 的档位：应为三个递增的数字“poc,production,excellent”，实际为“%2”</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunEvaluation</name>
    <message>
        <source>expected 6 fields (qid Q0 docno rank score run), found %1</source>
        <translation>应有 6 个字段（qid Q0 docno rank score run），实际：%1</translation>
    </message>
    <message>
        <source>the run has no results</source>
        <translation>该运行没有结果</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is retrieved twice for query &apos;%2&apos;</source>
        <translation>文档“%1”在查询“%2”中被检索了两次</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunMetrics</name>
    <message>
        <source>unknown run &apos;%1&apos;</source>
        <translation>未知运行“%1”</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::Threshold</name>
    <message>
        <source>a threshold needs a metric name</source>
        <translation>阈值需要指标名称</translation>
    </message>
    <message>
        <source>threshold of &apos;%1&apos;: &apos;%2&apos; is not &apos;&gt;=NUMBER&apos;, &apos;&lt;=NUMBER&apos; or &apos;NUMBER&apos;</source>
        <translation>“%1”的阈值：“%2”不是“&gt;=数值”、“&lt;=数值”或“数值”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not METRIC=VALUE</source>
        <translation>“%1”不符合 指标=值 的格式</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecMeasureSet</name>
    <message>
        <source>improper measure in parameter &apos;%1&apos;</source>
        <translation>参数“%1”中的度量无效</translation>
    </message>
    <message>
        <source>illegal measure &apos;%1&apos; (known: %2)</source>
        <translation>非法度量“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: utility needs 4 coefficients</source>
        <translation>指标“%1”：utility 需要 4 个系数</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: no cutoff values</source>
        <translation>指标“%1”：没有截断值</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecQrels</name>
    <message>
        <source>the qrels file is empty</source>
        <translation>qrels 文件为空</translation>
    </message>
    <message>
        <source>expected 4 fields (qid iter docno grade), found %1</source>
        <translation>应有 4 个字段（qid iter docno grade），实际：%1</translation>
    </message>
    <message>
        <source>more</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>the qrels file has no judgments</source>
        <translation>qrels 文件中没有相关性判断</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is judged twice for query &apos;%2&apos; (first on line %3)</source>
        <translation>文档“%1”在查询“%2”中被判断了两次（首次在第 %3 行）</translation>
    </message>
    <message>
        <source>the grade &apos;%1&apos; is larger than %2, the largest grade eval takes</source>
        <translation>等级“%1”大于 eval 可接受的最大等级 %2</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecTextEvaluator</name>
    <message>
        <source>the run file is empty</source>
        <translation>运行文件为空</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; of the qrels has no results in the run: skipped (use -c to count it with 0)</source>
        <translation>qrels 中的查询“%1”在运行中没有结果：已跳过（使用 -c 以 0 计入）</translation>
    </message>
    <message>
        <source>no queries with both results and relevance information</source>
        <translation>没有同时具有结果和相关性信息的查询</translation>
    </message>
    <message>
        <source>%1:%2: the grade &apos;%3&apos; is not an integer; read as trec_eval reads it (atol: the leading integer, else 0), %4 such grade(s) in all</source>
        <translation>%1:%2：等级“%3”不是整数；按 trec_eval 的方式读取（atol：开头的整数，否则为 0），共 %4 个这样的等级</translation>
    </message>
    <message>
        <source>%1:%2: the score &apos;%3&apos; is not a number; read as trec_eval reads it (atof: the leading number, else 0), %4 such score(s) in all</source>
        <translation>%1:%2：分数“%3”不是数字；按 trec_eval 的方式读取（atof：开头的数字，否则为 0），共 %4 个这样的分数</translation>
    </message>
</context>
<context>
    <name>goldset::monitor</name>
    <message>
        <source>&apos;%1&apos; is not a rule: write METRIC OP VALUE, e.g. &quot;p95_latency_ms &gt; 5000&quot; or &quot;idk_rate &gt; mean30 + 50%&quot;</source>
        <translation>“%1”不是规则：请写成 指标 运算符 值，例如 &quot;p95_latency_ms &gt; 5000&quot; 或 &quot;idk_rate &gt; mean30 + 50%&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown metric &apos;%2&apos; (one of %3)</source>
        <translation>“%1”：未知指标“%2”（可选：%3）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the mean is over 1 to 366 days</source>
        <translation>“%1”：均值的天数须在 1 到 366 之间</translation>
    </message>
    <message>
        <source>the &quot;I don&apos;t know&quot; pattern &apos;%1&apos; is not a valid regular expression: %2</source>
        <translation>“不知道”模式“%1”不是有效的正则表达式：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2</source>
        <translation>“%1”必须是%2</translation>
    </message>
    <message>
        <source>the field &apos;%1&apos; is missing</source>
        <translation>缺少字段“%1”</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>each source must be an id or an object with an &quot;id&quot;</source>
        <translation>每个来源必须是 ID 或带有 &quot;id&quot; 的对象</translation>
    </message>
    <message>
        <source>a source&apos;s &quot;score&quot; must be a number</source>
        <translation>来源的 &quot;score&quot; 必须是数字</translation>
    </message>
    <message>
        <source>a source&apos;s &quot;text&quot; must be a string</source>
        <translation>来源的 &quot;text&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>expected one JSON object (an interaction) per line</source>
        <translation>每行应为一个 JSON 对象（一次交互）</translation>
    </message>
    <message>
        <source>a string or a number</source>
        <translation>字符串或数字</translation>
    </message>
    <message>
        <source>an ISO 8601 time (2026-03-01T09:15:00Z)</source>
        <translation>ISO 8601 时间（2026-03-01T09:15:00Z）</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a number of 0 or more</source>
        <translation>不小于 0 的数字</translation>
    </message>
    <message>
        <source>the feedback&apos;s &quot;comment&quot; must be a string</source>
        <translation>反馈的 &quot;comment&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>a number, true/false or an object {&quot;score&quot;, &quot;comment&quot;}</source>
        <translation>数字、true/false 或对象 {&quot;score&quot;, &quot;comment&quot;}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>no interaction %1</source>
        <translation>没有交互 %1</translation>
    </message>
    <message>
        <source>a run named &apos;%1&apos; exists already</source>
        <translation>名为“%1”的运行已存在</translation>
    </message>
    <message>
        <source>cancelled: nothing was imported</source>
        <translation>已取消：未导入任何内容</translation>
    </message>
    <message>
        <source>cannot tell the format of this log: give --format interactions|openinference|langfuse</source>
        <translation>无法判断此日志的格式：请指定 --format interactions|openinference|langfuse</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>Monitoring report</source>
        <translation>监控报告</translation>
    </message>
    <message>
        <source>No interactions imported yet.</source>
        <translation>尚未导入任何交互。</translation>
    </message>
    <message>
        <source>%1 to %2 (UTC), compared with %3 to %4.</source>
        <translation>%1 至 %2（UTC），对比 %3 至 %4。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>This period</source>
        <translation>本期</translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation>上期</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Days and trends</source>
        <translation>每日与趋势</translation>
    </message>
    <message>
        <source>7d and 30d: moving averages of the daily values over the 7 and 30 days ending on that day.</source>
        <translation>7d 和 30d：截至当天的 7 天和 30 天日值移动平均。</translation>
    </message>
    <message>
        <source>Fired alerts</source>
        <translation>已触发的告警</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限值</translation>
    </message>
    <message>
        <source>expected one JSON object (a span) per line</source>
        <translation>每行应为一个 JSON 对象（一个 span）</translation>
    </message>
    <message>
        <source>the span has no trace id (context.trace_id)</source>
        <translation>该 span 没有 trace ID（context.trace_id）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time</source>
        <translation>“%1”不是时间</translation>
    </message>
    <message>
        <source>expected one JSON object per line</source>
        <translation>每行应为一个 JSON 对象</translation>
    </message>
    <message>
        <source>not a Langfuse observation (&quot;type&quot;), score (&quot;name&quot;, &quot;value&quot;) or trace</source>
        <translation>不是 Langfuse 观测（&quot;type&quot;）、评分（&quot;name&quot;、&quot;value&quot;）或 trace</translation>
    </message>
    <message>
        <source>the line has no trace id (trace_id)</source>
        <translation>该行没有 trace ID（trace_id）</translation>
    </message>
    <message>
        <source>a score&apos;s &quot;value&quot; must be a number</source>
        <translation>评分的 &quot;value&quot; 必须是数字</translation>
    </message>
    <message>
        <source>the observation has no start_time</source>
        <translation>该观测没有 start_time</translation>
    </message>
    <message>
        <source>cancelled: nothing was changed</source>
        <translation>已取消：未做任何更改</translation>
    </message>
    <message>
        <source>this is one JSON array, not JSON Lines: monitor import reads one object (an interaction or a span) per line; write one per line first (e.g. jq -c &apos;.[]&apos;)</source>
        <translation>这是一个 JSON 数组，而不是 JSON Lines：monitor import 每行读取一个对象（一次交互或一个 span）；请先改为每行一个（例如 jq -c &apos;.[]&apos;）</translation>
    </message>
    <message>
        <source>the interactions already written in steps before could not be taken out again</source>
        <translation>此前各步骤已写入的交互未能撤除</translation>
    </message>
    <message>
        <source>importing the same files again completes the import</source>
        <translation>再次导入相同的文件即可完成导入</translation>
    </message>
    <message>
        <source>another import applied other &quot;I don&apos;t know&quot; patterns while this one ran: import again</source>
        <translation>另一个导入在此期间应用了不同的“不知道”模式：请重新导入</translation>
    </message>
</context>
<context>
    <name>goldset::report::ReportWriter</name>
    <message>
        <source>the report format must be md, html or pdf, not &apos;%1&apos;</source>
        <translation>报告格式必须是 md、html 或 pdf，而不是“%1”</translation>
    </message>
    <message>
        <source>PDF reports are not available in this program</source>
        <translation>此程序不提供 PDF 报告</translation>
    </message>
</context>
<context>
    <name>goldset::storage</name>
    <message>
        <source>%1 cannot be read here: its log (%2-wal) holds changes not yet in the file, and SQLite cannot make the shared-memory file it needs to read them where it cannot write. Copy the project together with its -wal file to a folder you can write, or open it once where it can be written.</source>
        <translation>此处无法读取 %1：其日志（%2-wal）包含尚未写入文件的更改，而 SQLite 无法在不可写的位置创建读取这些更改所需的共享内存文件。请将项目连同其 -wal 文件复制到可写的文件夹，或在可写入的位置打开一次。</translation>
    </message>
</context>
<context>
    <name>goldset::storage::AdjudicationStore</name>
    <message>
        <source>the adjudication was changed by someone else since you opened it; it now shows their decision</source>
        <translation>自您打开以来，该裁定已被他人修改；现在显示的是对方的决定</translation>
    </message>
</context>
<context>
    <name>goldset::storage::AnnotatorStore</name>
    <message>
        <source>the annotator has work in the project and stays</source>
        <translation>该标注员在项目中已有工作，将予保留</translation>
    </message>
</context>
<context>
    <name>goldset::storage::BatchStore</name>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation>名为“%1”的批次已存在</translation>
    </message>
    <message>
        <source>the project has no question &apos;%1&apos; or chunk &apos;%2&apos;</source>
        <translation>项目中没有问题“%1”或文本块“%2”</translation>
    </message>
    <message>
        <source>the project has no claim &quot;%1&quot; of question &apos;%2&apos; in run &apos;%3&apos;</source>
        <translation>项目中运行“%3”的问题“%2”没有陈述“%1”</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Database</name>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 不是文件</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a Goldset project</source>
        <translation>%1 不是 Goldset 项目</translation>
    </message>
    <message>
        <source>%1 was written by a newer Goldset (schema version %2; this Goldset reads up to version %3). Update Goldset to open it; the file was left unchanged.</source>
        <translation>%1 由更新版本的 Goldset 写入（架构版本 %2；此 Goldset 最高可读取版本 %3）。请更新 Goldset 后再打开；文件未被更改。</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot configure %1: %2</source>
        <translation>无法配置 %1：%2</translation>
    </message>
    <message>
        <source>cannot start a transaction in %1: %2</source>
        <translation>无法在 %1 中开始事务：%2</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>迁移到架构版本 %1 失败：%2</translation>
    </message>
    <message>
        <source>cannot commit schema version %1: %2</source>
        <translation>无法提交架构版本 %1：%2</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a Goldset project; it was left as it is</source>
        <translation>%1 是空文件，不是 Goldset 项目；已保持原样</translation>
    </message>
    <message>
        <source>%1 is open read-only (the file, its folder or its disk cannot be written): nothing can be changed in it</source>
        <translation>%1 以只读方式打开（无法写入文件、其文件夹或其磁盘）：无法对其进行任何更改</translation>
    </message>
    <message>
        <source>%1 was written by an older Goldset and must be upgraded before it can be read, which a read-only file cannot take; open it once where it can be written</source>
        <translation>%1 由旧版 Goldset 写入，读取前必须升级，而只读文件无法升级；请在可写入的位置打开一次</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Project</name>
    <message>
        <source>%1 already exists</source>
        <translation>%1 已存在</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ProjectCopy</name>
    <message>
        <source>%1 already exists; a copy never replaces a project</source>
        <translation>%1 已存在;复制永远不会替换项目</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>cannot read the table %1 of %2</source>
        <translation>无法读取 %2 的表 %1</translation>
    </message>
    <message>
        <source>the target is not a PostgreSQL connection</source>
        <translation>目标不是 PostgreSQL 连接</translation>
    </message>
    <message>
        <source>copying %1: %2</source>
        <translation>复制 %1 时:%2</translation>
    </message>
    <message>
        <source>rows of %1 refer to rows it does not have, so nothing was copied: %2</source>
        <translation>%1 中的行引用了不存在的行，因此未复制任何内容：%2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::QuestionStore</name>
    <message>
        <source>the question was changed by someone else since you opened it; it now shows their version</source>
        <translation>自您打开以来，该问题已被他人修改；现在显示的是对方的版本</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerDatabase</name>
    <message>
        <source>cannot start a transaction on %1: %2</source>
        <translation>无法在 %1 上开始事务:%2</translation>
    </message>
    <message>
        <source>cannot create the project on %1: %2</source>
        <translation>无法在 %1 上创建项目:%2</translation>
    </message>
    <message>
        <source>%1 is not a Goldset project</source>
        <translation>%1 不是 Goldset 项目</translation>
    </message>
    <message>
        <source>%1 was written by a newer Goldset (schema version %2; this Goldset reads up to version %3). Update Goldset to open it; the project was left unchanged.</source>
        <translation>%1 由更新版本的 Goldset 写入(架构版本 %2;此 Goldset 最多读取版本 %3)。请更新 Goldset 后再打开;项目未被更改。</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>迁移到架构版本 %1 失败:%2</translation>
    </message>
    <message>
        <source>cannot commit schema version %1</source>
        <translation>无法提交架构版本 %1</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1:%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1:%2</translation>
    </message>
    <message>
        <source>%1 does not exist: the database has no project %2</source>
        <translation>%1 不存在:数据库中没有项目 %2</translation>
    </message>
    <message>
        <source>cannot set the project&apos;s row-level security on %1: %2</source>
        <translation>无法在 %1 上设置项目的行级安全：%2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerRoles</name>
    <message>
        <source>cannot read the project&apos;s schema: %1</source>
        <translation>无法读取项目的模式：%1</translation>
    </message>
    <message>
        <source>cannot read the signed-in role</source>
        <translation>无法读取已登录的角色</translation>
    </message>
    <message>
        <source>cannot let annotators into the project</source>
        <translation>无法让标注员访问该项目</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a role name: use 1 to 63 bytes without leading or trailing spaces</source>
        <translation>“%1”不能作为角色名：请使用 1 到 63 个字节，且首尾不含空格</translation>
    </message>
    <message>
        <source>give %1 a password</source>
        <translation>请为 %1 设置密码</translation>
    </message>
    <message>
        <source>%1 may not create roles on this server: ask its administrator to give %1 CREATEROLE (scripts/team-server.sh gives it to the lead)</source>
        <translation>%1 无权在此服务器上创建角色：请让服务器管理员授予 %1 CREATEROLE（scripts/team-server.sh 会授予负责人）</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s roles</source>
        <translation>无法读取服务器的角色</translation>
    </message>
    <message>
        <source>the server has a role %1 already: choose another name</source>
        <translation>服务器上已有角色 %1：请换一个名称</translation>
    </message>
    <message>
        <source>cannot create the role %1</source>
        <translation>无法创建角色 %1</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>cannot create the group role goldset_annotator</source>
        <translation>无法创建组角色 goldset_annotator</translation>
    </message>
    <message>
        <source>cannot create the role %1: %2</source>
        <translation>无法创建角色 %1：%2</translation>
    </message>
    <message>
        <source>cannot read the project&apos;s claims</source>
        <translation>无法读取项目的陈述</translation>
    </message>
    <message>
        <source>cannot set the project&apos;s row-level security</source>
        <translation>无法设置项目的行级安全</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerUrl</name>
    <message>
        <source>%1 is not a postgresql:// URL</source>
        <translation>%1 不是 postgresql:// 地址</translation>
    </message>
    <message>
        <source>the server URL cannot be read (postgresql://user@host/database?project=NAME)</source>
        <translation>无法读取服务器地址(postgresql://user@host/database?project=NAME)</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host/database?project=NAME)</source>
        <translation>%1 未指定数据库(postgresql://user@host/database?project=NAME)</translation>
    </message>
    <message>
        <source>%1 names no project: add ?project=NAME</source>
        <translation>%1 未指定项目:请添加 ?project=NAME</translation>
    </message>
    <message>
        <source>%1: a project name on a server is lower-case letters, digits and &apos;_&apos;, starts with a letter and does not start with pg_</source>
        <translation>%1:服务器上的项目名只能包含小写字母、数字和 &apos;_&apos;,以字母开头,且不能以 pg_ 开头</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1(%3 上的 %2)</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Transaction</name>
    <message>
        <source>the project is open read-only: nothing can be changed in it</source>
        <translation>项目以只读方式打开：无法对其进行任何更改</translation>
    </message>
    <message>
        <source>another Goldset process is writing to this project</source>
        <translation>另一个 Goldset 进程正在写入此项目</translation>
    </message>
    <message>
        <source>cancelled while waiting for another Goldset process writing to this project</source>
        <translation>在等待另一个正在写入此项目的 Goldset 进程时已取消</translation>
    </message>
    <message>
        <source>an import or a job of this window is writing to the project; try again when it has finished</source>
        <translation>此窗口的导入或任务正在写入项目；请在其完成后重试</translation>
    </message>
</context>
<context>
    <name>goldset::storage::WriteLockWait</name>
    <message>
        <source>Waiting for another Goldset process writing to %1...</source>
        <translation>正在等待另一个正在写入 %1 的 Goldset 进程……</translation>
    </message>
</context>
<context>
    <name>goldset::ui</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>This run has no answer for the question.</source>
        <translation>此运行没有该问题的回答。</translation>
    </message>
    <message>
        <source>Claims not found verbatim in the answer:</source>
        <translation>未在回答中逐字找到的陈述：</translation>
    </message>
    <message>
        <source>No retrieved contexts for this question in this run.</source>
        <translation>此运行中该问题没有检索到的上下文。</translation>
    </message>
    <message>
        <source>judge&apos;s evidence</source>
        <translation>评审模型的证据</translation>
    </message>
    <message>
        <source>likely evidence</source>
        <translation>可能的证据</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>可能</translation>
    </message>
    <message>
        <source>No reviewed claims to compare yet.</source>
        <translation>尚无可比较的已审阅陈述。</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa</source>
        <translation>Cohen&apos;s kappa</translation>
    </message>
    <message>
        <source>disagreements</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>precision at finding unsupported or contradicted claims</source>
        <translation>识别无依据或矛盾陈述的精确率</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>human:</source>
        <translation>人工：</translation>
    </message>
    <message>
        <source>second:</source>
        <translation>审阅者 2：</translation>
    </message>
    <message>
        <source>judge:</source>
        <translation>评审模型：</translation>
    </message>
    <message>
        <source>first:</source>
        <translation>审阅者 1：</translation>
    </message>
    <message>
        <source>Person vs person (claims reviewed twice): the ceiling for a judge</source>
        <translation>人工与人工对比（经两次审阅的陈述）：评审模型的上限</translation>
    </message>
    <message>
        <source>Faithfulness from the reviewed sample</source>
        <translation>基于已审阅样本的忠实度</translation>
    </message>
    <message>
        <source>judge alone</source>
        <translation>仅评审模型</translation>
    </message>
    <message>
        <source>corrected by the reviews (prediction-powered)</source>
        <translation>经审阅校正（预测驱动推断）</translation>
    </message>
    <message>
        <source>About %1 more reviews would halve the interval.</source>
        <translation>再审阅约 %1 条即可使区间减半。</translation>
    </message>
    <message>
        <source>More reviews alone cannot halve the interval: the judge&apos;s own spread over the claims dominates.</source>
        <translation>仅靠增加审阅无法使区间减半：评审模型自身在各陈述上的离散度占主导。</translation>
    </message>
    <message>
        <source>Judges against the human verdicts</source>
        <translation>各评审模型与人工判定对比</translation>
    </message>
    <message>
        <source>judge model</source>
        <translation>评审模型</translation>
    </message>
    <message>
        <source>kappa</source>
        <translation>Kappa</translation>
    </message>
    <message>
        <source>recall of not supported</source>
        <translation>“未获支持”召回率</translation>
    </message>
    <message>
        <source>No package of this batch has been merged back yet.</source>
        <translation>该批次尚无任何包被合并回来。</translation>
    </message>
    <message>
        <source>%1 new, %2 changed, %3 conflicting (the project&apos;s newer value kept), %4 unchanged</source>
        <translation>%1 个新增，%2 个已更改，%3 个冲突（保留项目中较新的值），%4 个未变</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>kept newer</source>
        <translation>保留较新值</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>导入的判定</translation>
    </message>
    <message>
        <source>Judge (%1) vs people</source>
        <translation>评审模型（%1）与人工对比</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>(imported, no judge named)</source>
        <translation>（导入，未注明评审模型）</translation>
    </message>
    <message>
        <source> (primary)</source>
        <translation>（主评审）</translation>
    </message>
    <message>
        <source>%1 of %2 claims reviewed, in %3 answers</source>
        <translation>已审核 %2 条陈述中的 %1 条，涉及 %3 个回答</translation>
    </message>
    <message>
        <source>Aligned vs plain %1 on the same %2 reviewed claims (held out, cross-validated): kappa %3 → %4.</source>
        <translation>对齐与普通 %1 在同样 %2 条已审核陈述上（留出，交叉验证）：kappa %3 → %4。</translation>
    </message>
    <message>
        <source>at least two reviewed verdicts are needed for an interval</source>
        <translation>至少需要两条已审阅的判定才能给出区间</translation>
    </message>
    <message>
        <source>%1 of %2 verdicts reviewed</source>
        <translation>%2 条判定中已审阅 %1 条</translation>
    </message>
    <message>
        <source>Nuggets in the answer: judge (%1) vs people</source>
        <translation>回答中的要点：评审模型（%1）与人工对比</translation>
    </message>
    <message>
        <source>Nuggets in the contexts: judge (%1) vs people</source>
        <translation>上下文中的要点：评审模型（%1）与人工对比</translation>
    </message>
    <message>
        <source>No reviewed nuggets to compare yet.</source>
        <translation>尚无可比较的已审阅要点。</translation>
    </message>
    <message>
        <source>Mean nugget score (support 1, partial 0.5)</source>
        <translation>要点平均得分（支持 1，部分支持 0.5）</translation>
    </message>
    <message>
        <source>Share of nuggets present in the contexts</source>
        <translation>上下文中包含的要点比例</translation>
    </message>
    <message>
        <source>Citations: judge (%1) vs people</source>
        <translation>引用：评审模型（%1）与人工对比</translation>
    </message>
    <message>
        <source>No reviewed statements to compare yet.</source>
        <translation>尚无可比较的已审阅语句。</translation>
    </message>
    <message>
        <source>Both entailed, other citations unnecessary: %1</source>
        <translation>双方都判为蕴含，但不必要的引用不同：%1</translation>
    </message>
    <message>
        <source>entailed</source>
        <translation>蕴含</translation>
    </message>
    <message>
        <source>not entailed</source>
        <translation>不蕴含</translation>
    </message>
    <message>
        <source>Share of statements their citations entail</source>
        <translation>被其引用蕴含的语句比例</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AddAnnotatorCommand</name>
    <message>
        <source>add annotator %1</source>
        <translation>添加标注员 %1</translation>
    </message>
    <message>
        <source>An annotator named %1 exists already.</source>
        <translation>已存在名为 %1 的标注员。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Agreement</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
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
        <translation>每对标注员的 Cohen&apos;s kappa</translation>
    </message>
    <message>
        <source>Confusion matrix of the selected pair</source>
        <translation>所选标注员对的混淆矩阵</translation>
    </message>
    <message>
        <source>Agreement over all annotators</source>
        <translation>全体标注员的一致性</translation>
    </message>
    <message>
        <source>Select a pair to see its confusion matrix.</source>
        <translation>选择一对标注员以查看其混淆矩阵。</translation>
    </message>
    <message>
        <source>Confusion matrix of %1 (rows) and %2 (columns); shared items: %3</source>
        <translation>%1（行）与 %2（列）的混淆矩阵；共同条目：%3</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>%1 items rated by everyone; %2</source>
        <translation>%1 个条目由所有人评定；%2</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>needs three or more annotators</source>
        <translation>需要三名或以上标注员</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (nominal)</source>
        <translation>Krippendorff&apos;s α（名义）</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (ordinal)</source>
        <translation>Krippendorff&apos;s α（有序）</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval)</source>
        <translation>Krippendorff&apos;s α（区间）</translation>
    </message>
    <message>
        <source>Specific agreement per category</source>
        <translation>各类别的特定一致性</translation>
    </message>
    <message>
        <source>%1 items rated by %2 annotators: %3. A pair&apos;s n counts only the items both of them rated.</source>
        <translation>%1 个条目由 %2 名标注员评定：%3。每对标注员的 n 只计算两人都评定过的条目。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AgreementScopeBar</name>
    <message>
        <source>&amp;After adjudication</source>
        <translation>裁定后(&amp;A)</translation>
    </message>
    <message>
        <source>Agreement task</source>
        <translation>一致性任务</translation>
    </message>
    <message>
        <source>Relevance grades</source>
        <translation>相关性等级</translation>
    </message>
    <message>
        <source>Claim verdicts</source>
        <translation>陈述判定</translation>
    </message>
    <message>
        <source>Run of the claims</source>
        <translation>陈述所属的运行</translation>
    </message>
    <message>
        <source>Kappa weighting</source>
        <translation>Kappa 加权</translation>
    </message>
    <message>
        <source>Unweighted</source>
        <translation>不加权</translation>
    </message>
    <message>
        <source>Linear weights</source>
        <translation>线性权重</translation>
    </message>
    <message>
        <source>Quadratic weights</source>
        <translation>二次权重</translation>
    </message>
    <message>
        <source>Count every rating of an adjudicated item as the adjudicated value</source>
        <translation>将已裁定条目的每个评定都计为裁定值</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>所有运行</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AnnotatorTableModel</name>
    <message>
        <source>lead</source>
        <translation>负责人</translation>
    </message>
    <message>
        <source>annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ApiKeyStore</name>
    <message>
        <source>the keychain is switched off (GOLDSET_NO_KEYCHAIN)</source>
        <translation>钥匙串已关闭（GOLDSET_NO_KEYCHAIN）</translation>
    </message>
    <message>
        <source>no Secret Service or KWallet answered</source>
        <translation>Secret Service 和 KWallet 均无响应</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AppearancePreferencesPage</name>
    <message>
        <source>A new language takes effect after a restart of Goldset.</source>
        <translation>新语言将在 Goldset 重启后生效。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>字号(&amp;F)：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AssignmentTableModel</name>
    <message>
        <source>submitted</source>
        <translation>已提交</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>assigned</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of %2 items have a label or a verdict from %3</source>
        <translation>%2 个条目中有 %1 个已有 %3 的标注或判定</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>导出时间</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>交回时间</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundExport</name>
    <message>
        <source>Export (%1)</source>
        <translation>导出（%1）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Export failed: nothing was written.</source>
        <translation>导出失败：未写入任何内容。</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>导出已取消：未写入任何内容。</translation>
    </message>
    <message>
        <source>Exported 1 line to %1</source>
        <translation>已将 1 行导出到 %1</translation>
    </message>
    <message>
        <source>Exported %1 lines to %2</source>
        <translation>已将 %1 行导出到 %2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundImport</name>
    <message>
        <source>nothing new</source>
        <translation>没有新内容</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n 个文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n 个文本块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n 个标注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retrieval(s)</source>
        <translation>
            <numerusform>%n 条检索结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n 个回答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s)</source>
        <translation>
            <numerusform>%n 条陈述</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n review(s)</source>
        <translation>
            <numerusform>%n 条审阅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n score(s)</source>
        <translation>
            <numerusform>%n 个得分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s)</source>
        <translation>
            <numerusform>%n 个要点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget verdict(s)</source>
        <translation>
            <numerusform>%n 条要点结论</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchTableModel</name>
    <message>
        <source>claims</source>
        <translation>陈述</translation>
    </message>
    <message>
        <source>relevance</source>
        <translation>相关性</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchesPage</name>
    <message>
        <source>Goldset batch packages (*.goldset);;All files (*)</source>
        <translation>Goldset 批次包 (*.goldset);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Batches</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Assignments of the selected batch</source>
        <translation>所选批次的分配</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>分配</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>&amp;New Batch...</source>
        <translation>新建批次(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Add Annotator...</source>
        <translation>添加标注员(&amp;A)...</translation>
    </message>
    <message>
        <source>Toggle &amp;Lead</source>
        <translation>切换负责人(&amp;L)</translation>
    </message>
    <message>
        <source>Make the selected annotator a lead, or a lead an annotator again</source>
        <translation>将所选标注员设为负责人，或将负责人改回标注员</translation>
    </message>
    <message>
        <source>&amp;Export Package...</source>
        <translation>导出包(&amp;E)...</translation>
    </message>
    <message>
        <source>Write the selected assignment as a .goldset package for its annotator</source>
        <translation>将所选分配写成 .goldset 包，交给对应的标注员</translation>
    </message>
    <message>
        <source>&amp;Import Package...</source>
        <translation>导入包(&amp;I)...</translation>
    </message>
    <message>
        <source>Merge a package an annotator sent back</source>
        <translation>合并标注员交回的包</translation>
    </message>
    <message>
        <source>Add Annotator</source>
        <translation>添加标注员</translation>
    </message>
    <message>
        <source>Name of the annotator</source>
        <translation>标注员姓名</translation>
    </message>
    <message>
        <source>Lead (adjudicates, edits guidelines)</source>
        <translation>负责人（裁定、编辑标注指南）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>姓名(&amp;N)：</translation>
    </message>
    <message>
        <source>Export Package</source>
        <translation>导出包</translation>
    </message>
    <message>
        <source>Writing the package for %1...</source>
        <translation>正在为 %1 写入包...</translation>
    </message>
    <message>
        <source>Import Package</source>
        <translation>导入包</translation>
    </message>
    <message>
        <source>Merging %1...</source>
        <translation>正在合并 %1...</translation>
    </message>
    <message>
        <source>Batches &amp;&amp; Agreement</source>
        <translation>批次与一致性</translation>
    </message>
    <message>
        <source>Agreement and disagreements</source>
        <translation>一致性与分歧</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>合并记录</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Password again</source>
        <translation>再次输入密码</translation>
    </message>
    <message>
        <source>Creates a sign-in on the server: the annotator opens this project with this name and password. In blind batches the server shows her no one else&apos;s grades and no judge verdicts. Undo removes her from the project; the sign-in stays on the server.</source>
        <translation>在服务器上创建一个登录账号：标注员用此名称和密码打开本项目。在盲评批次中，服务器不会向其显示他人的评分和评审模型的判定。撤销会将其从项目中移除；登录账号仍保留在服务器上。</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>再次输入(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Create Sign-in</source>
        <translation>创建登录(&amp;C)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchesState</name>
    <message>
        <source>Open a project to measure agreement.</source>
        <translation>打开项目以衡量一致性。</translation>
    </message>
    <message>
        <source>No two annotators have graded the same chunk yet. Make a batch with an overlap of 2 or more, send the packages out and import them back.</source>
        <translation>尚无两名标注员为同一文本块评级。请创建重叠为 2 或以上的批次，发出包并将其导入回来。</translation>
    </message>
    <message>
        <source>No two people have reviewed the same claim yet. Make a claims batch with an overlap of 2 or more.</source>
        <translation>尚无两人审阅同一陈述。请创建重叠为 2 或以上的陈述批次。</translation>
    </message>
    <message>
        <source>Open a project to split its work into batches and measure agreement.</source>
        <translation>打开项目，将其工作拆分为批次并衡量一致性。</translation>
    </message>
    <message>
        <source>This project has no annotators yet. Add the people who label (Add Annotator...), then make a batch for them (New Batch...).</source>
        <translation>此项目尚无标注员。请添加负责标注的人员（添加标注员...），然后为他们创建批次（新建批次...）。</translation>
    </message>
    <message>
        <source>No batches yet. New Batch... splits questions (relevance) or a run&apos;s claims (verdicts) among the annotators, with an overlap so that agreement can be measured.</source>
        <translation>尚无批次。“新建批次...”会把问题（相关性）或某次运行的陈述（判定）分配给标注员，并留有重叠，以便衡量一致性。</translation>
    </message>
    <message>
        <source>Cannot create the batch</source>
        <translation>无法创建批次</translation>
    </message>
    <message>
        <source>Created &quot;%1&quot; (Undo deletes it again).</source>
        <translation>已创建批次“%1”（撤销可将其删除）。</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Cannot export the package</source>
        <translation>无法导出包</translation>
    </message>
    <message>
        <source>Cannot import the package</source>
        <translation>无法导入包</translation>
    </message>
    <message>
        <source>Wrote %1 with %2 items. Send it to the annotator; they open it in Goldset, label, and send it back for Import Package.</source>
        <translation>已写入 %1，共 %2 个条目。请发送给标注员；对方在 Goldset 中打开、标注，然后发回以便“导入包”。</translation>
    </message>
    <message>
        <source>Measuring agreement…</source>
        <translation>正在计算一致性…</translation>
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
        <translation>搜索 #%1</translation>
    </message>
    <message>
        <source>labelled</source>
        <translation>已标注</translation>
    </message>
    <message>
        <source>graded %1</source>
        <translation>等级 %1</translation>
    </message>
    <message>
        <source>not graded</source>
        <translation>未标注</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ChunkContextView</name>
    <message>
        <source>Select a chunk to see it in its document.</source>
        <translation>选择一个文本块以在其文档中查看。</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>文档 %1</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>来源 %1</translation>
    </message>
    <message>
        <source>language %1</source>
        <translation>语言 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s) in the document</source>
        <translation>
            <numerusform>文档中有 %n 个文本块</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationTableModel</name>
    <message>
        <source>entailed</source>
        <translation>可推出</translation>
    </message>
    <message>
        <source>not entailed</source>
        <translation>不可推出</translation>
    </message>
    <message numerus="yes">
        <source>, %n unnecessary</source>
        <translation>
            <numerusform>, %n 个不必要</numerusform>
        </translation>
    </message>
    <message>
        <source>no citation</source>
        <translation>无引用</translation>
    </message>
    <message>
        <source>(not retrieved)</source>
        <translation>（未检索到）</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>unsupported: no citation</source>
        <translation>无依据：无引用</translation>
    </message>
    <message>
        <source>unsupported: cites a chunk not retrieved</source>
        <translation>无依据：引用了未检索到的块</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>陈述</translation>
    </message>
    <message>
        <source>Cites</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审模型</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>我的</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationsTab</name>
    <message>
        <source>Failing statements &amp;only</source>
        <translation>仅显示未通过的陈述(&amp;O)</translation>
    </message>
    <message>
        <source>Cited statements</source>
        <translation>带引用的陈述</translation>
    </message>
    <message>
        <source>Cited chunks</source>
        <translation>被引用的块</translation>
    </message>
    <message>
        <source>This answer has no cited statements.</source>
        <translation>此回答没有带引用的陈述。</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s).</source>
        <translation>
            <numerusform>%n 条陈述。</numerusform>
        </translation>
    </message>
    <message>
        <source>Citation coverage %1, recall %2, precision %3 (judge %4).</source>
        <translation>引用覆盖率 %1，召回率 %2，精确率 %3（评审模型 %4）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>This statement cites nothing.</source>
        <translation>此陈述未引用任何内容。</translation>
    </message>
    <message>
        <source>not retrieved for this question</source>
        <translation>此问题未检索到</translation>
    </message>
    <message>
        <source>unnecessary (judge)</source>
        <translation>不必要（评审模型）</translation>
    </message>
    <message>
        <source>unnecessary (you)</source>
        <translation>不必要（你）</translation>
    </message>
    <message>
        <source>(text not available)</source>
        <translation>（文本不可用）</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>请先选择你的身份（首选项中的标注者）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimEditor</name>
    <message>
        <source>This project is open read-only.</source>
        <translation>此项目以只读方式打开。</translation>
    </message>
    <message>
        <source>The claims could not be saved.</source>
        <translation>无法保存陈述。</translation>
    </message>
    <message>
        <source>Choose a claim first.</source>
        <translation>请先选择一条陈述。</translation>
    </message>
    <message>
        <source>A claim needs a text: delete it instead (Delete).</source>
        <translation>陈述需要文本：请改为删除它（Delete）。</translation>
    </message>
    <message>
        <source>Edit Claim of %1</source>
        <translation>编辑 %1 的陈述</translation>
    </message>
    <message>
        <source>Put the cursor between the two claims to split there.</source>
        <translation>请将光标放在两条陈述之间，以便在此拆分。</translation>
    </message>
    <message>
        <source>Split Claim of %1</source>
        <translation>拆分 %1 的陈述</translation>
    </message>
    <message>
        <source>The last claim has no next claim to merge with.</source>
        <translation>最后一条陈述没有可合并的下一条陈述。</translation>
    </message>
    <message>
        <source>Merge Claims of %1</source>
        <translation>合并 %1 的陈述</translation>
    </message>
    <message>
        <source>A claim needs a text.</source>
        <translation>陈述需要文本。</translation>
    </message>
    <message>
        <source>Add Claim to %1</source>
        <translation>向 %1 添加陈述</translation>
    </message>
    <message>
        <source>Delete Claim of %1</source>
        <translation>删除 %1 的陈述</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimTableModel</name>
    <message>
        <source>%1: %2%3%4</source>
        <translation>%1：%2%3%4</translation>
    </message>
    <message>
        <source> (blind)</source>
        <translation>（盲审）</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source> (adjudicated)</source>
        <translation>（已裁定）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>陈述</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审模型</translation>
    </message>
    <message>
        <source>Judge&apos;s reason</source>
        <translation>评审理由</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人工</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>审阅</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimTextDialog</name>
    <message>
        <source>Add Claim</source>
        <translation>添加陈述</translation>
    </message>
    <message>
        <source>Split Claim</source>
        <translation>拆分陈述</translation>
    </message>
    <message>
        <source>Edit Claim</source>
        <translation>编辑陈述</translation>
    </message>
    <message>
        <source>Put the cursor where the first claim ends and press Return.</source>
        <translation>将光标放在第一条陈述的结尾处，然后按回车键。</translation>
    </message>
    <message>
        <source>One checkable statement. Return saves; Ctrl+Return splits the claim in two at the cursor. The judge&apos;s verdicts of a changed claim are cleared: Run Judge judges it again.</source>
        <translation>一条可核查的陈述。回车保存；Ctrl+回车在光标处将陈述一分为二。修改后的陈述的评审判定会被清除：运行评审模型会重新评审。</translation>
    </message>
    <message>
        <source>Claim text</source>
        <translation>陈述文本</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Split at &amp;Cursor</source>
        <translation>在光标处拆分(&amp;C)</translation>
    </message>
    <message>
        <source>A claim needs a text.</source>
        <translation>陈述需要文本。</translation>
    </message>
    <message>
        <source>Put the cursor between the two claims to split there.</source>
        <translation>请将光标放在两条陈述之间，以便在此拆分。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ComparisonChartView</name>
    <message>
        <source>%1 of the questions of %2, worst first</source>
        <translation>%2 各问题的 %1，最差的在前</translation>
    </message>
    <message>
        <source>Check runs in the list to compare them.</source>
        <translation>在列表中勾选运行以进行比较。</translation>
    </message>
    <message>
        <source>%1 with 95% bootstrap intervals</source>
        <translation>%1 及 95% 自助法区间</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>%1 by run: %2</source>
        <translation>各运行的 %1：%2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ComparisonTableModel</name>
    <message>
        <source>below proof of concept</source>
        <translation>低于概念验证</translation>
    </message>
    <message>
        <source>proof of concept</source>
        <translation>概念验证</translation>
    </message>
    <message>
        <source>production</source>
        <translation>生产</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>优秀</translation>
    </message>
    <message>
        <source>Bands (proof of concept, production, excellent): %1</source>
        <translation>档位（概念验证、生产、优秀）：%1</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%2 的 %1：%3</translation>
    </message>
    <message numerus="yes">
        <source>95% bootstrap interval over %n question(s): %1 to %2</source>
        <translation>
            <numerusform>基于 %n 个问题的 95% 自助法区间：%1 至 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>PASS: threshold %1</source>
        <translation>通过：阈值 %1</translation>
    </message>
    <message>
        <source>FAIL: threshold %1</source>
        <translation>未通过：阈值 %1</translation>
    </message>
    <message>
        <source>Band: %1</source>
        <translation>档位：%1</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>no claims judged</source>
        <translation>没有已评审的陈述</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>导入的判定</translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation>评审模型 %1</translation>
    </message>
    <message>
        <source>%1, %2% of %3 claims reviewed</source>
        <translation>%1，%3 条陈述中已审核 %2%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2% of %3</source>
        <translation>%1：%3 条中的 %2%</translation>
    </message>
    <message>
        <source>judge %1; claims reviewed: %2</source>
        <translation>评审模型 %1；已审核陈述：%2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ConfusionMatrixModel</name>
    <message>
        <source>%1 said %2, %3 said %4</source>
        <translation>%1 判为 %2，%3 判为 %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ConnectionTester</name>
    <message>
        <source>The base URL must be an http(s) URL such as http://localhost:8080/v1.</source>
        <translation>基础 URL 必须是 http(s) URL，例如 http://localhost:8080/v1。</translation>
    </message>
    <message>
        <source>Enter the name of the model first.</source>
        <translation>请先输入模型名称。</translation>
    </message>
    <message>
        <source>Connected: %1 answered in %2 ms.</source>
        <translation>已连接：%1 在 %2 毫秒内响应。</translation>
    </message>
    <message numerus="yes">
        <source>the server is busy or limits how often it may be asked (%1) and still was after %n retries; try again in a minute.</source>
        <translation>
            <numerusform>服务器繁忙或限制了请求频率（%1），重试 %n 次后仍然如此；请一分钟后再试。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusBrowser</name>
    <message>
        <source>Search the chunks (full text, any language) and press Enter</source>
        <translation>搜索文本块（全文，任意语言），然后按 Enter</translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message>
        <source>No chunk matches.</source>
        <translation>没有匹配的文本块。</translation>
    </message>
    <message numerus="yes">
        <source>The best %n hits:</source>
        <translation>
            <numerusform>最佳的 %n 条结果：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s):</source>
        <translation>
            <numerusform>%n 条结果：</numerusform>
        </translation>
    </message>
    <message>
        <source>(these words are very common: ranked among the first %L1 matching chunks only; add a rarer word)</source>
        <translation>（这些词非常常见：仅在前 %L1 个匹配的文本块中排序；请添加一个较少见的词）</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusTreeModel</name>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
来源：%2</translation>
    </message>
    <message>
        <source>%1 (text not imported)</source>
        <translation>%1（文本未导入）</translation>
    </message>
    <message>
        <source>Document / chunk</source>
        <translation>文档 / 文本块</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>文本块</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CreateBatchCommand</name>
    <message>
        <source>create batch %1</source>
        <translation>创建批次“%1”</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetPage</name>
    <message>
        <source>&amp;Questions</source>
        <translation>问题(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Corpus</source>
        <translation>语料库(&amp;C)</translation>
    </message>
    <message>
        <source>Filter by id, question or ground truth (Ctrl+F)</source>
        <translation>按 ID、问题或标准答案筛选 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>Any origin</source>
        <translation>任意来源</translation>
    </message>
    <message>
        <source>Near duplicates only</source>
        <translation>仅近似重复</translation>
    </message>
    <message>
        <source>Questions whose words nearly match another question&apos;s</source>
        <translation>用词与另一问题几乎相同的问题</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Keys: A accept · R reject · D back to draft · E edit · Delete remove · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
        <translation>按键：A 接受 · R 拒绝 · D 退回草稿 · E 编辑 · Delete 删除 · Ctrl+Z 撤销 · Ctrl+Shift+Z 重做</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>接受(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>拒绝(&amp;R)</translation>
    </message>
    <message>
        <source>Back to &amp;Draft</source>
        <translation>退回草稿(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Edit Question...</source>
        <translation>编辑问题(&amp;E)...</translation>
    </message>
    <message>
        <source>De&amp;lete Question...</source>
        <translation>删除问题(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;Find Questions</source>
        <translation>查找问题(&amp;F)</translation>
    </message>
    <message>
        <source>Show the &amp;Corpus</source>
        <translation>显示语料库(&amp;C)</translation>
    </message>
    <message>
        <source>Delete Question</source>
        <translation>删除问题</translation>
    </message>
    <message>
        <source>Delete %1 and its relevance labels?

Undo (Ctrl+Z) brings both back; the results of runs for this question are deleted for good.</source>
        <translation>删除 %1 及其相关性标注？

撤销 (Ctrl+Z) 可恢复两者；该问题的运行结果将被永久删除。</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>&amp;Generate Questions...</source>
        <translation>生成问题(&amp;G)...</translation>
    </message>
    <message>
        <source>Questions and corpus</source>
        <translation>问题与语料库</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>搜索问题</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>&amp;New Question...</source>
        <translation>新建问题(&amp;N)...</translation>
    </message>
    <message>
        <source>New Question %1</source>
        <translation>新问题 %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetState</name>
    <message>
        <source>No project open</source>
        <translation>未打开项目</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 questions</source>
        <translation>%1 / %2 个问题</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 现为“%2”</translation>
    </message>
    <message>
        <source>Added %1 as a draft</source>
        <translation>已将 %1 添加为草稿</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>The questions could not be read: %1</source>
        <translation>无法读取问题：%1</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>正在读取问题…</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DisagreementModel</name>
    <message>
        <source>supported</source>
        <translation>有依据</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>无依据</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>待裁定</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>文本块</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>陈述</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Dissent</source>
        <translation>异议数</translation>
    </message>
    <message>
        <source>Adjudicated</source>
        <translation>已裁定</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DisagreementPanel</name>
    <message>
        <source>&amp;Open only</source>
        <translation>仅未裁定(&amp;O)</translation>
    </message>
    <message>
        <source>Hide the items the lead has adjudicated</source>
        <translation>隐藏负责人已裁定的条目</translation>
    </message>
    <message>
        <source>Disagreement queue</source>
        <translation>分歧队列</translation>
    </message>
    <message>
        <source>The disagreement in full</source>
        <translation>分歧详情</translation>
    </message>
    <message>
        <source>Reason for the adjudication</source>
        <translation>裁定理由</translation>
    </message>
    <message>
        <source>Reason (typed before the value key; Enter saves it for a settled item)</source>
        <translation>理由（在按值键之前输入；对已裁定条目按 Enter 保存）</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Keys: 0–3 grade or S / U / C verdict adjudicates and moves on; Backspace clears; Enter or J next, K previous; R types a reason; double click opens the question.</source>
        <translation>按键：0–3 等级或 S / U / C 判定即裁定并前进；Backspace 清除；Enter 或 J 下一条，K 上一条；R 输入理由；双击打开问题。</translation>
    </message>
    <message>
        <source>Adjudicate Grade %1</source>
        <translation>裁定为等级 %1</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Supported</source>
        <translation>裁定为有依据(&amp;S)</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Unsupported</source>
        <translation>裁定为无依据(&amp;U)</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Contradicted</source>
        <translation>裁定为矛盾(&amp;C)</translation>
    </message>
    <message>
        <source>Clear the Adjudication</source>
        <translation>清除裁定</translation>
    </message>
    <message>
        <source>Next Disagreement</source>
        <translation>下一个分歧</translation>
    </message>
    <message>
        <source>Previous Disagreement</source>
        <translation>上一个分歧</translation>
    </message>
    <message>
        <source>Type a &amp;Reason</source>
        <translation>输入理由(&amp;R)</translation>
    </message>
    <message>
        <source>No disagreements: the annotators agree on every item they share (or no item has two ratings yet).</source>
        <translation>没有分歧：标注员在所有共同条目上意见一致（或尚无条目有两个评定）。</translation>
    </message>
    <message>
        <source>%1 disagreements, largest first.</source>
        <translation>%1 个分歧，差距最大的在前。</translation>
    </message>
    <message>
        <source>Not adjudicated yet.</source>
        <translation>尚未裁定。</translation>
    </message>
    <message>
        <source>Adjudicated: %1.</source>
        <translation>已裁定：%1。</translation>
    </message>
    <message>
        <source>Adjudicated: %1. Reason: %2</source>
        <translation>已裁定：%1。理由：%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Last disagreement of the queue.</source>
        <translation>已是队列中最后一个分歧。</translation>
    </message>
    <message>
        <source>First disagreement of the queue.</source>
        <translation>已是队列中第一个分歧。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DistributionChartView</name>
    <message>
        <source>Questions of %1 with %2 in [%3, %4]</source>
        <translation>%1 中 %2 位于 [%3, %4] 的问题</translation>
    </message>
    <message>
        <source>Choose a run to see how its questions spread.</source>
        <translation>选择一个运行以查看其问题的分布。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2: %n question(s)</source>
        <translation>
            <numerusform>%2 的 %1：%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>questions</source>
        <translation>问题数</translation>
    </message>
    <message>
        <source>Distribution of %1 for %2: %3</source>
        <translation>%2 的 %1 分布：%3</translation>
    </message>
    <message>
        <source>Evaluating %1...</source>
        <translation>正在评估 %1...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GenerateQuestionsDialog</name>
    <message>
        <source>Generate Questions</source>
        <translation>生成问题</translation>
    </message>
    <message>
        <source>The selected chunk</source>
        <translation>所选文本块</translation>
    </message>
    <message>
        <source>The %1 selected chunks</source>
        <translation>所选的 %1 个文本块</translation>
    </message>
    <message>
        <source>The chunks of the selected document</source>
        <translation>所选文档的文本块</translation>
    </message>
    <message>
        <source>The chunks of the %1 selected documents</source>
        <translation>所选 %1 个文档的文本块</translation>
    </message>
    <message>
        <source>Selected chunks (select them in the Corpus tab)</source>
        <translation>所选文本块（在“语料库”标签页中选择）</translation>
    </message>
    <message>
        <source>All %1 chunks of the %2 documents</source>
        <translation>%2 个文档的全部 %1 个文本块</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> chunks</source>
        <translation> 个文本块</translation>
    </message>
    <message>
        <source>At most this many chunks in this run, of those not done yet.</source>
        <translation>本次最多处理这么多尚未完成的文本块。</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>提示词模板</translation>
    </message>
    <message>
        <source>Template hash %1 (each question records the hash of its own filled-in prompt).</source>
        <translation>模板哈希 %1（每个问题都会记录其填充后提示词的哈希）。</translation>
    </message>
    <message>
        <source>Chunks:</source>
        <translation>文本块：</translation>
    </message>
    <message>
        <source>&amp;Questions per chunk:</source>
        <translation>每个文本块的问题数(&amp;Q)：</translation>
    </message>
    <message>
        <source>At &amp;most:</source>
        <translation>最多(&amp;M)：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Prompt template of this project (read-only here):</source>
        <translation>此项目的提示词模板（此处只读）：</translation>
    </message>
    <message>
        <source>%1 at %2, %3 requests at once (Edit → Preferences)</source>
        <translation>%2 上的 %1，同时 %3 个请求（编辑 → 首选项）</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>未设置端点或模型：请在 编辑 → 首选项 → LLM 中设置。</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>正在生成…</translation>
    </message>
    <message>
        <source>Generating questions</source>
        <translation>正在生成问题</translation>
    </message>
    <message>
        <source>Nothing was generated: %1</source>
        <translation>未生成任何内容：%1</translation>
    </message>
    <message>
        <source>Generated 1 draft question</source>
        <translation>已生成 1 个草稿问题</translation>
    </message>
    <message>
        <source>Generated %1 draft questions</source>
        <translation>已生成 %1 个草稿问题</translation>
    </message>
    <message>
        <source>1 chunk failed</source>
        <translation>1 个文本块失败</translation>
    </message>
    <message>
        <source>%1 chunks failed</source>
        <translation>%1 个文本块失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 of %2 chunks are done; run again to do the rest.</source>
        <translation>%2 个文本块中已完成 %1 个；再次运行可完成其余部分。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>All %1 chunks are done.</source>
        <translation>全部 %1 个文本块均已完成。</translation>
    </message>
    <message>
        <source>Generate Questions: %1</source>
        <translation>生成问题：%1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GoldChunkModel</name>
    <message>
        <source>%1 adjudicated</source>
        <translation>%1（已裁定）</translation>
    </message>
    <message>
        <source>%1 median, spread %2</source>
        <translation>中位数 %1，离散度 %2</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>已裁定</translation>
    </message>
    <message>
        <source>adjudicated by %1</source>
        <translation>由 %1 裁定</translation>
    </message>
    <message>
        <source>median, spread %1</source>
        <translation>中位数，离散度 %1</translation>
    </message>
    <message>
        <source>one label</source>
        <translation>仅一个标注</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>文本块</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金标准</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GuidelinesPanel</name>
    <message>
        <source>not relevant</source>
        <translation>不相关</translation>
    </message>
    <message>
        <source>partially relevant</source>
        <translation>部分相关</translation>
    </message>
    <message>
        <source>relevant</source>
        <translation>相关</translation>
    </message>
    <message>
        <source>highly relevant</source>
        <translation>高度相关</translation>
    </message>
    <message>
        <source>&lt;b&gt;Grades&lt;/b&gt; (press the digit)</source>
        <translation>&lt;b&gt;等级&lt;/b&gt;（按数字键）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt;&lt;br&gt;J / K or ↓ / ↑: next / previous chunk&lt;br&gt;N / P: next / previous question&lt;br&gt;Backspace: clear grade&lt;br&gt;C: neighbouring chunks&lt;br&gt;/ or Ctrl+F: search the corpus&lt;br&gt;Ctrl+Z / Ctrl+Shift+Z: undo / redo&lt;br&gt;G: gold mode (leads)</source>
        <translation>&lt;b&gt;按键&lt;/b&gt;&lt;br&gt;J / K 或 ↓ / ↑：下一个 / 上一个文本块&lt;br&gt;N / P：下一个 / 上一个问题&lt;br&gt;Backspace：清除等级&lt;br&gt;C：相邻文本块&lt;br&gt;/ 或 Ctrl+F：搜索语料库&lt;br&gt;Ctrl+Z / Ctrl+Shift+Z：撤销 / 重做&lt;br&gt;G：金标准模式（负责人）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Guidelines&lt;/b&gt;</source>
        <translation>&lt;b&gt;标注指南&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Edit Guidelines...</source>
        <translation>编辑标注指南...</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This project has no guidelines yet. A lead can write them.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;此项目尚无标注指南。负责人可以编写。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Only a lead edits the guidelines.</source>
        <translation>只有负责人可以编辑标注指南。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::HistoryChartView</name>
    <message>
        <source>%1 of the questions of %2, worst first</source>
        <translation>%2 各问题的 %1，最差的在前</translation>
    </message>
    <message>
        <source>%1 across runs</source>
        <translation>%1 在各运行中的变化</translation>
    </message>
    <message>
        <source>No runs yet: import one (File → Import) to see its history.</source>
        <translation>尚无运行：请导入一个（文件 → 导入）以查看历史。</translation>
    </message>
    <message>
        <source>Runs in time order</source>
        <translation>按时间排序的运行</translation>
    </message>
    <message>
        <source>runs (click for questions)</source>
        <translation>运行（点击查看问题）</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n run(s): %2</source>
        <translation>
            <numerusform>%n 个运行的 %1：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportExportActions</name>
    <message>
        <source>&amp;Import...</source>
        <translation>导入(&amp;I)...</translation>
    </message>
    <message>
        <source>Import documents, question sets, labels or runs</source>
        <translation>导入文档、问题集、标注或运行</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>导出(&amp;E)...</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation>运行名称：</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>导出为 %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOptionsPage</name>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>e.g. hybrid-v3</source>
        <translation>例如 hybrid-v3</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> 个字符</translation>
    </message>
    <message>
        <source> sentences</source>
        <translation> 个句子</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>&amp;Run name:</source>
        <translation>运行名称(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Annotator of the labels:</source>
        <translation>标注所属的标注员(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Chunk size:</source>
        <translation>文本块大小(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Overlap when a paragraph is split:</source>
        <translation>段落拆分时的重叠(&amp;O)：</translation>
    </message>
    <message>
        <source>Column &amp;mapping:</source>
        <translation>列映射(&amp;M)：</translation>
    </message>
    <message>
        <source>leave empty to import questions only, without the responses</source>
        <translation>留空则仅导入问题，不导入回答</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s) as %1.</source>
        <translation>
            <numerusform>将 %n 个文件作为 %1 导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>The column names cannot be read: %1</source>
        <translation>无法读取列名：%1</translation>
    </message>
    <message>
        <source>The qrels file (qrels/&lt;split&gt;.tsv) whose queries and judgments are imported</source>
        <translation>要导入其查询和评定的 qrels 文件（qrels/&lt;split&gt;.tsv）</translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation>划分(&amp;S)：</translation>
    </message>
    <message>
        <source>e.g. -1=0,4=3 (empty: 0 and below become 0, above 3 becomes 3)</source>
        <translation>例如 -1=0,4=3（留空：0 及以下为 0，大于 3 为 3）</translation>
    </message>
    <message>
        <source>How grades outside 0..3 become Goldset&apos;s grades: FROM=TO pairs with TO in 0..3, the same as goldset-cli import --grade-map. The original grades are kept; the preview says how many change.</source>
        <translation>0..3 之外的等级如何转换为 Goldset 的等级：FROM=TO 对，TO 取 0..3，与 goldset-cli import --grade-map 相同。原始等级会保留；预览会显示改变了多少个。</translation>
    </message>
    <message>
        <source>&amp;Grade map:</source>
        <translation>等级映射(&amp;G)：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOutcomeDialog</name>
    <message>
        <source>Package Imported</source>
        <translation>包已导入</translation>
    </message>
    <message>
        <source>What the import changed</source>
        <translation>本次导入的变更</translation>
    </message>
    <message>
        <source>%1: batch %2, annotator %3.</source>
        <translation>%1：批次“%2”，标注员 %3。</translation>
    </message>
    <message>
        <source>Nothing changed: the project already holds everything in this package.</source>
        <translation>没有变更：项目已包含此包中的全部内容。</translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation>新增：%1</translation>
    </message>
    <message>
        <source>Changed (the package&apos;s change is newer): %1</source>
        <translation>已更改（包中的修改较新）：%1</translation>
    </message>
    <message>
        <source>Unchanged: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <source>Kept (the project&apos;s value is newer): %1</source>
        <translation>保留（项目中的值较新）：%1</translation>
    </message>
    <message>
        <source>Outside the assignment, ignored: %1</source>
        <translation>不在分配范围内，已忽略：%1</translation>
    </message>
    <message>
        <source>Changed labels (old → new):</source>
        <translation>已更改的标注（旧 → 新）：</translation>
    </message>
    <message>
        <source>Kept, newer in the project:</source>
        <translation>已保留（项目中较新）：</translation>
    </message>
    <message>
        <source>The assignment is now: %1.</source>
        <translation>该分配现在为：%1。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>This is what will be imported. Nothing is written until you press Import.</source>
        <translation>以下内容将被导入。在您点击“导入”之前不会写入任何内容。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>文本块</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>This input cannot be imported:
%1</source>
        <translation>此输入无法导入：
%1</translation>
    </message>
    <message>
        <source>From the first lines: %1.</source>
        <translation>根据前几行：%1。</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告 (%1)</translation>
    </message>
    <message>
        <source>The grade map changes no grade.</source>
        <translation>等级映射不改变任何等级。</translation>
    </message>
    <message numerus="yes">
        <source>The grade map changes %n grade(s) (see Warnings).</source>
        <translation>
            <numerusform>等级映射改变了 %n 个等级（见警告）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The input holds: %1.</source>
        <translation>输入包含：%1。</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 updated, %4 unchanged</source>
        <translation>%1：新增 %2，更新 %3，未变 %4</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>Nothing in this project changes.</source>
        <translation>此项目中没有任何变化。</translation>
    </message>
    <message>
        <source>In this project:</source>
        <translation>在此项目中：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportRunPage</name>
    <message>
        <source>Importing</source>
        <translation>正在导入</translation>
    </message>
    <message>
        <source>&amp;Cancel Import</source>
        <translation>取消导入(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n file(s)...</source>
        <translation>
            <numerusform>正在读取 %n 个文件...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling; the project stays as it was...</source>
        <translation>正在取消；项目保持原样...</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>已导入：%1。</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportSourcePage</name>
    <message>
        <source>Files to import</source>
        <translation>要导入的文件</translation>
    </message>
    <message>
        <source>Documents for the corpus, question sets from RAGAS, DeepEval, LlamaIndex or BEIR, TREC qrels and runs, Goldset runs, or CSV.</source>
        <translation>语料库文档，来自 RAGAS、DeepEval、LlamaIndex 或 BEIR 的问题集，TREC qrels 和运行，Goldset 运行，或 CSV。</translation>
    </message>
    <message>
        <source>Add &amp;Files...</source>
        <translation>添加文件(&amp;F)...</translation>
    </message>
    <message>
        <source>Add F&amp;older...</source>
        <translation>添加文件夹(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>(choose a format)</source>
        <translation>（选择格式）</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation>添加文件</translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>添加文件夹</translation>
    </message>
    <message>
        <source>Add files, or drop them on the main window.</source>
        <translation>添加文件，或将文件拖放到主窗口。</translation>
    </message>
    <message>
        <source>The format could not be guessed; choose it.</source>
        <translation>无法推断格式；请选择格式。</translation>
    </message>
    <message>
        <source>Guessed: %1.</source>
        <translation>推断为：%1。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportWizard</name>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
</context>
<context>
    <name>goldset::ui::InteractionTableModel</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no sources</source>
        <translation>无来源</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>拒答</translation>
    </message>
    <message>
        <source>escalated</source>
        <translation>已升级</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>延迟（毫秒）</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>反馈</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败项</translation>
    </message>
</context>
<context>
    <name>goldset::ui::JobLauncher</name>
    <message>
        <source>%1: looking up the API key…</source>
        <translation>%1：正在查找 API 密钥…</translation>
    </message>
</context>
<context>
    <name>goldset::ui::JobProgressDialog</name>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>about 1 second left</source>
        <translation>约剩 1 秒</translation>
    </message>
    <message>
        <source>about %1 seconds left</source>
        <translation>约剩 %1 秒</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>约剩 %1 分钟</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cancelling: finishing the item being written…</source>
        <translation>正在取消：正在完成当前写入的条目…</translation>
    </message>
    <message>
        <source>%1: cancelling</source>
        <translation>%1：正在取消</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingPage</name>
    <message>
        <source>Annotator:</source>
        <translation>标注员：</translation>
    </message>
    <message>
        <source>Queue:</source>
        <translation>队列：</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>所有问题</translation>
    </message>
    <message>
        <source>Not yet labelled by me</source>
        <translation>我尚未标注</translation>
    </message>
    <message>
        <source>My assigned batches</source>
        <translation>分配给我的批次</translation>
    </message>
    <message>
        <source>Filter questions</source>
        <translation>筛选问题</translation>
    </message>
    <message>
        <source>Pool depth:</source>
        <translation>候选池深度：</translation>
    </message>
    <message>
        <source>How many of each run&apos;s top results are pooled for judging</source>
        <translation>每个运行取多少个排名靠前的结果放入候选池以供评判</translation>
    </message>
    <message>
        <source>%v of %m questions labelled</source>
        <translation>已标注 %v / %m 个问题</translation>
    </message>
    <message>
        <source>Search the whole corpus (/ or Ctrl+F; Enter adds the hits; Esc back)</source>
        <translation>搜索整个语料库（/ 或 Ctrl+F；Enter 添加结果；Esc 返回）</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <translation>等级 %1：%2</translation>
    </message>
    <message>
        <source>Clear Grade</source>
        <translation>清除等级</translation>
    </message>
    <message>
        <source>Next Chunk</source>
        <translation>下一个文本块</translation>
    </message>
    <message>
        <source>Previous Chunk</source>
        <translation>上一个文本块</translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation>下一个问题</translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation>上一个问题</translation>
    </message>
    <message>
        <source>Show Neighbouring Chunks</source>
        <translation>显示相邻文本块</translation>
    </message>
    <message>
        <source>Search the Corpus</source>
        <translation>搜索语料库</translation>
    </message>
    <message>
        <source>Gold Mode (Adjudicate)</source>
        <translation>金标准模式（裁定）</translation>
    </message>
    <message>
        <source>Export Gold Qrels...</source>
        <translation>导出金标准 qrels...</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a project to label its questions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;打开项目以标注其中的问题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New annotator...</source>
        <translation>新建标注员...</translation>
    </message>
    <message>
        <source>New Annotator</source>
        <translation>新建标注员</translation>
    </message>
    <message>
        <source>Lead (adjudicates, edits guidelines)</source>
        <translation>负责人（裁定、编辑标注指南）</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>&lt;p&gt;No questions in this queue.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此队列中没有问题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every question of this queue is done.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此队列中的所有问题均已完成。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;none&lt;/i&gt;</source>
        <translation>&lt;i&gt;无&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Last candidate of this question. N moves to the next question.</source>
        <translation>这是此问题的最后一个候选。按 N 转到下一个问题。</translation>
    </message>
    <message>
        <source>Last question of the queue.</source>
        <translation>这是队列中的最后一个问题。</translation>
    </message>
    <message>
        <source>Labelling Guidelines (Markdown)</source>
        <translation>标注指南 (Markdown)</translation>
    </message>
    <message>
        <source>Export Gold Qrels</source>
        <translation>导出金标准 qrels</translation>
    </message>
    <message>
        <source>TREC qrels (*.qrels *.txt);;All files (*)</source>
        <translation>TREC qrels (*.qrels *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Labelling</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Question queue</source>
        <translation>问题队列</translation>
    </message>
    <message>
        <source>Current question</source>
        <translation>当前问题</translation>
    </message>
    <message>
        <source>Search the corpus</source>
        <translation>搜索语料库</translation>
    </message>
    <message>
        <source>Candidate chunks</source>
        <translation>候选文本块</translation>
    </message>
    <message>
        <source>Guidelines</source>
        <translation>标注指南</translation>
    </message>
    <message>
        <source>Choose who you are</source>
        <translation>请选择您的身份</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>标准答案：</translation>
    </message>
    <message>
        <source>Who Is Grading?</source>
        <translation>谁在评分？</translation>
    </message>
    <message>
        <source>Grades are recorded under the annotator&apos;s name. Pick yours, or type a new one:</source>
        <translation>评分记录在标注者的名字下。请选择您的名字，或输入一个新名字：</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reading the questions…&lt;/p&gt;</source>
        <translation>&lt;p&gt;正在读取问题…&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingState</name>
    <message>
        <source>Labelling as %1</source>
        <translation>以 %1 身份标注</translation>
    </message>
    <message>
        <source>Choose who you are (Annotator) before labelling.</source>
        <translation>标注前请选择您的身份（标注员）。</translation>
    </message>
    <message>
        <source>Search hits for &quot;%1&quot; added to the candidates.</source>
        <translation>“%1”的搜索结果已添加到候选中。</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n 个候选</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from runs</source>
        <translation>
            <numerusform>%n 个来自运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Gold mode: digits set the adjudicated grade.</source>
        <translation>金标准模式：数字键设置裁定等级。</translation>
    </message>
    <message>
        <source>Labelling mode: digits set your grade.</source>
        <translation>标注模式：数字键设置您的等级。</translation>
    </message>
    <message>
        <source>The question queue could not be read: %1</source>
        <translation>无法读取问题队列：%1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LlmPreferencesPage</name>
    <message>
        <source>Base URL of an OpenAI-compatible API; requests go to {base}/chat/completions.</source>
        <translation>兼容 OpenAI 的 API 的基础 URL；请求将发送到 {base}/chat/completions。</translation>
    </message>
    <message>
        <source>Requests in flight at once.</source>
        <translation>同时进行的请求数。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long one request may take before it is tried again.</source>
        <translation>单个请求在重试之前允许的最长时间。</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>正在检查钥匙串…</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>基础 URL(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation>并发请求数(&amp;C)：</translation>
    </message>
    <message>
        <source>T&amp;ime-out per request:</source>
        <translation>单个请求超时(&amp;I)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain: %1</source>
        <translation>无法将密钥存入钥匙串：%1</translation>
    </message>
    <message>
        <source>empty: no key, or %1 from the environment</source>
        <translation>留空：无密钥，或使用环境变量 %1</translation>
    </message>
    <message>
        <source>Stored in the system keychain. None is stored yet: %1 from the environment is used.</source>
        <translation>保存在系统钥匙串中。目前尚未保存：将使用环境变量 %1。</translation>
    </message>
    <message>
        <source>Stored in the system keychain, never in a project or settings file.</source>
        <translation>保存在系统钥匙串中，绝不会写入项目或设置文件。</translation>
    </message>
    <message>
        <source>%1 is set and will be used.</source>
        <translation>%1 已设置，将被使用。</translation>
    </message>
    <message>
        <source>Sending one small request to %1…</source>
        <translation>正在向 %1 发送一个小请求…</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>A longer response fails its item instead of filling the memory.</source>
        <translation>更长的响应会使该条目失败，而不会占满内存。</translation>
    </message>
    <message>
        <source>Largest &amp;response:</source>
        <translation>最大响应(&amp;R)：</translation>
    </message>
    <message>
        <source>empty: %1 from the environment</source>
        <translation>留空：使用环境变量 %1</translation>
    </message>
    <message>
        <source>kept until Goldset quits</source>
        <translation>保留到 Goldset 退出</translation>
    </message>
    <message>
        <source>No keychain service is available (%1). A key entered here is kept in memory for this session only, until Goldset quits, and never written to disk. To keep a key across sessions, set the %2 environment variable before starting Goldset. %3</source>
        <translation>没有可用的钥匙串服务（%1）。在此输入的密钥仅在本次会话中保存在内存里，直到 Goldset 退出，绝不会写入磁盘。若要在多次会话间保留密钥，请在启动 Goldset 之前设置环境变量 %2。%3</translation>
    </message>
    <message>
        <source>%1 is not set.</source>
        <translation>%1 未设置。</translation>
    </message>
    <message>
        <source>Model of {base}/embeddings, for answer relevancy; empty: no relevancy unless the project sets llm/embedding_model.</source>
        <translation>{base}/embeddings 的模型，用于回答相关性；留空：除非项目设置了 llm/embedding_model，否则不计算相关性。</translation>
    </message>
    <message>
        <source>&amp;Embedding model:</source>
        <translation>嵌入模型(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MainWindow</name>
    <message>
        <source>Open a project or create a new one (File menu).</source>
        <translation>打开项目或新建项目（“文件”菜单）。</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>无法创建项目</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>无法替换 %1。</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Save a Copy As</source>
        <translation>另存副本为</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>无法保存副本</translation>
    </message>
    <message>
        <source>About Goldset</source>
        <translation>关于 Goldset</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Goldset %1&lt;/h3&gt;&lt;p&gt;A workbench for the evaluation data of RAG systems: gold questions, graded relevance, judge verdicts, agreement and metrics.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Goldset %1&lt;/h3&gt;&lt;p&gt;面向 RAG 系统评估数据的工作台：金标准问题、分级相关性、评审模型判定、一致性与指标。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
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
        <translation>请先打开或创建项目，然后将文件拖放到窗口中以导入。</translation>
    </message>
    <message>
        <source>Cannot show that question there.</source>
        <translation>无法在那里显示该问题。</translation>
    </message>
    <message>
        <source>Preferences saved</source>
        <translation>首选项已保存</translation>
    </message>
    <message>
        <source>Goldset projects (*.goldset);;All files (*)</source>
        <translation>Goldset 项目 (*.goldset);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>%1 is open; close it first.</source>
        <translation>%1 已打开；请先关闭它。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language is shown after Goldset starts again. Restart now? The open project opens again; nothing is lost, every change is already saved.</source>
        <translation>新语言将在 Goldset 重新启动后显示。现在重新启动吗？当前项目会重新打开；所有更改都已保存，不会丢失任何内容。</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>立即重启(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Goldset could not be started again; start it by hand.</source>
        <translation>无法重新启动 Goldset；请手动启动。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitorLogImport</name>
    <message>
        <source>Flag declined answers again</source>
        <translation>重新标记拒答的回答</translation>
    </message>
    <message>
        <source>Import production logs</source>
        <translation>导入生产日志</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>未导入任何内容。

%1</translation>
    </message>
    <message>
        <source>Import failed: nothing was imported.</source>
        <translation>导入失败：未导入任何内容。</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported.</source>
        <translation>导入已取消：未导入任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new interaction(s) (%1 read).</source>
        <translation>
            <numerusform>已导入 %n 条新交互（读取 %1 条）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The edited &quot;I don&apos;t know&quot; patterns changed %n stored answer(s).</source>
        <translation>
            <numerusform>修改后的“我不知道”模式改变了 %n 条已存回答。</numerusform>
        </translation>
    </message>
    <message>
        <source>Part of the import stayed in the project.

%1</source>
        <translation>部分导入内容留在了项目中。

%1</translation>
    </message>
    <message>
        <source>Import failed: part of it stayed in the project.</source>
        <translation>导入失败：部分内容留在了项目中。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringChartView</name>
    <message>
        <source>Monitoring chart</source>
        <translation>监控图表</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 (UTC)</source>
        <translation>%1，%2 至 %3（UTC）</translation>
    </message>
    <message>
        <source>click a point for its interactions</source>
        <translation>点击数据点查看其交互</translation>
    </message>
    <message>
        <source>7-day average</source>
        <translation>7 日均值</translation>
    </message>
    <message>
        <source>30-day average</source>
        <translation>30 日均值</translation>
    </message>
    <message>
        <source>previous period</source>
        <translation>上一周期</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n period(s)</source>
        <translation>
            <numerusform>%1，共 %n 个周期</numerusform>
        </translation>
    </message>
    <message>
        <source>No interactions yet: import production logs (Import Logs…, or goldset-cli monitor import).</source>
        <translation>尚无交互：请导入生产日志（导入日志…，或 goldset-cli monitor import）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringPage</name>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>按日</translation>
    </message>
    <message>
        <source>Weeks</source>
        <translation>按周</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message numerus="yes">
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>最近 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <source>Click a point of the chart to list its interactions.</source>
        <translation>点击图表中的数据点以列出其交互。</translation>
    </message>
    <message>
        <source>Interactions behind the point</source>
        <translation>该数据点对应的交互</translation>
    </message>
    <message>
        <source>&amp;Promote to Question</source>
        <translation>提升为问题(&amp;P)</translation>
    </message>
    <message>
        <source>Make the selected interaction a draft question of the gold set (Ctrl+Shift+P)</source>
        <translation>将所选交互设为黄金集的草稿问题（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>Fired alerts</source>
        <translation>已触发的告警</translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation>告警规则</translation>
    </message>
    <message>
        <source>New rule</source>
        <translation>新规则</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Sample into a run</source>
        <translation>抽样到运行</translation>
    </message>
    <message>
        <source>Run name</source>
        <translation>运行名称</translation>
    </message>
    <message>
        <source>&amp;Sample</source>
        <translation>抽样(&amp;S)</translation>
    </message>
    <message>
        <source>Draw interactions of the range, stratified by day and by what failed, into a new run</source>
        <translation>按日期和失败类型分层，从该范围抽取交互到新运行</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>数量：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>&amp;Promote Interaction to Question</source>
        <translation>将交互提升为问题(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reload Numbers</source>
        <translation>重新加载数据(&amp;R)</translation>
    </message>
    <message>
        <source>%1  %2 (value %3, limit %4)</source>
        <translation>%1  %2（值 %3，限值 %4）</translation>
    </message>
    <message>
        <source>None in this range (goldset-cli monitor check records them).</source>
        <translation>此范围内没有（由 goldset-cli monitor check 记录）。</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Sample size</source>
        <translation>样本数量</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Alerts and sampling</source>
        <translation>告警与抽样</translation>
    </message>
    <message>
        <source>&amp;Import Logs…</source>
        <translation>导入日志(&amp;I)…</translation>
    </message>
    <message>
        <source>Import production logs: the plain interaction log, OpenInference spans (Phoenix, Arize) or a Langfuse export; lines imported before are skipped</source>
        <translation>导入生产日志：普通交互日志、OpenInference span（Phoenix、Arize）或 Langfuse 导出；已导入的行会被跳过</translation>
    </message>
    <message>
        <source>&amp;Import Production Logs…</source>
        <translation>导入生产日志(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Production Logs</source>
        <translation>导入生产日志</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.ndjson *.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringState</name>
    <message>
        <source>all interactions</source>
        <translation>全部交互</translation>
    </message>
    <message>
        <source>the slowest first</source>
        <translation>最慢的在前</translation>
    </message>
    <message>
        <source>without sources</source>
        <translation>无来源</translation>
    </message>
    <message>
        <source>declined (&quot;I don&apos;t know&quot;)</source>
        <translation>拒答（“不知道”）</translation>
    </message>
    <message>
        <source>escalated</source>
        <translation>已升级</translation>
    </message>
    <message>
        <source>with feedback, the worst first</source>
        <translation>有反馈的，最差的在前</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n interaction(s))</source>
        <translation>
            <numerusform>%1：%2（%n 次交互）</numerusform>
        </translation>
    </message>
    <message>
        <source>Promoted to a draft question of the gold set.</source>
        <translation>已提升为黄金集的草稿问题。</translation>
    </message>
    <message>
        <source>Could not promote it.</source>
        <translation>无法提升。</translation>
    </message>
    <message numerus="yes">
        <source>Sampled %n interaction(s) into run %1.</source>
        <translation>
            <numerusform>已将 %n 次交互抽样到运行 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not sample into run %1 (does it exist already?).</source>
        <translation>无法抽样到运行 %1（是否已存在？）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NameOnlyIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NewBatchDialog</name>
    <message>
        <source>New Batch</source>
        <translation>新建批次</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批次 %1</translation>
    </message>
    <message>
        <source>Relevance labelling (questions)</source>
        <translation>相关性标注（问题）</translation>
    </message>
    <message>
        <source>Verdict review (claims of a run)</source>
        <translation>判定审阅（运行的陈述）</translation>
    </message>
    <message>
        <source>every eligible item</source>
        <translation>所有符合条件的条目</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>Draw a new seed</source>
        <translation>生成新的随机种子</translation>
    </message>
    <message>
        <source>How many annotators get each item; 2 or more where agreement is wanted</source>
        <translation>每个条目分给多少名标注员；需要衡量一致性时设为 2 或以上</translation>
    </message>
    <message>
        <source>Annotators of the batch</source>
        <translation>批次的标注员</translation>
    </message>
    <message>
        <source>Preview of the batch</source>
        <translation>批次预览</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Take:</source>
        <translation>来源(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>运行(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>数量(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation>抽取方式(&amp;P)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>随机种子(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Overlap:</source>
        <translation>重叠(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Annotators:</source>
        <translation>标注员(&amp;A)：</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
    <message>
        <source>Claims of the run</source>
        <translation>该运行的陈述</translation>
    </message>
    <message>
        <source>All questions (not rejected)</source>
        <translation>所有问题（未拒绝的）</translation>
    </message>
    <message>
        <source>Accepted questions</source>
        <translation>已接受的问题</translation>
    </message>
    <message>
        <source>Draft questions</source>
        <translation>草稿问题</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Stratified by document</source>
        <translation>按文档分层</translation>
    </message>
    <message>
        <source>Doubtful verdicts first (unsupported, contradicted)</source>
        <translation>可疑判定优先（无依据、矛盾）</translation>
    </message>
    <message>
        <source>Failing first (no relevant chunk in the run&apos;s top 10)</source>
        <translation>失败的优先（运行的前 10 个结果中无相关文本块）</translation>
    </message>
    <message>
        <source>Tick the annotators who get this batch.</source>
        <translation>勾选接收此批次的标注员。</translation>
    </message>
    <message>
        <source>This needs a run, and the project has none yet.</source>
        <translation>这需要一个运行，而项目中尚无运行。</translation>
    </message>
    <message>
        <source>%1 items; annotators per item: %2. The diagonal is each annotator&apos;s items, the other cells the items a pair shares.</source>
        <translation>%1 个条目；每个条目的标注员数：%2。对角线为各标注员的条目数，其余单元格为每对标注员共有的条目数。</translation>
    </message>
    <message>
        <source>&amp;Blind: annotators see neither each other&apos;s grades nor the judge&apos;s verdicts</source>
        <translation>盲评(&amp;B)：标注员既看不到彼此的评分，也看不到评审模型的判定</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetListModel</name>
    <message>
        <source>vital</source>
        <translation>关键</translation>
    </message>
    <message>
        <source>okay</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <source>%1
(proposed by %2)</source>
        <translation>%1
（由 %2 提出）</translation>
    </message>
    <message>
        <source>Accepted: locked against edits. A reopens it.</source>
        <translation>已接受：禁止编辑。按 A 重新打开。</translation>
    </message>
    <message>
        <source>Draft: A accepts it.</source>
        <translation>草稿：按 A 接受。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Nugget</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>重要性</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetPanel</name>
    <message>
        <source>&amp;Propose Nuggets...</source>
        <translation>建议要点(&amp;P)...</translation>
    </message>
    <message>
        <source>Ask the model of the preferences to propose nuggets from the ground truth (Ctrl+Shift+N)</source>
        <translation>让首选项中的模型根据标准答案建议要点（Ctrl+Shift+N）</translation>
    </message>
    <message>
        <source>Nuggets of the question</source>
        <translation>问题的要点</translation>
    </message>
    <message>
        <source>Keys: Insert add · F2 edit · Delete delete · V vital/okay · M merge with the next · Alt+↑/↓ move · A accept/reopen</source>
        <translation>按键：Insert 添加 · F2 编辑 · Delete 删除 · V 关键/可选 · M 与下一条合并 · Alt+↑/↓ 移动 · A 接受/重新打开</translation>
    </message>
    <message>
        <source>&amp;Add Nugget</source>
        <translation>添加要点(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Edit Nugget</source>
        <translation>编辑要点(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Nugget</source>
        <translation>删除要点(&amp;D)</translation>
    </message>
    <message>
        <source>Toggle &amp;Vital</source>
        <translation>切换关键(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Merge with the Next Nugget</source>
        <translation>与下一条要点合并(&amp;M)</translation>
    </message>
    <message>
        <source>Move Nugget &amp;Up</source>
        <translation>上移要点(&amp;U)</translation>
    </message>
    <message>
        <source>Move Nugget Do&amp;wn</source>
        <translation>下移要点(&amp;W)</translation>
    </message>
    <message>
        <source>A&amp;ccept or Reopen Nugget</source>
        <translation>接受或重新打开要点(&amp;C)</translation>
    </message>
    <message>
        <source>Nuggets: no question selected</source>
        <translation>要点：未选择问题</translation>
    </message>
    <message>
        <source>%1 has no nuggets yet: Insert adds one, Propose Nuggets asks the model.</source>
        <translation>%1 还没有要点：按 Insert 添加，“建议要点”会询问模型。</translation>
    </message>
    <message>
        <source>Nuggets of %1: %2, %3 vital, %4 accepted</source>
        <translation>%1 的要点：%2 条，%3 条关键，%4 条已接受</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 is accepted and locked: press A to reopen it, then %3.</source>
        <translation>%2 的要点 %1 已接受并锁定：先按 A 重新打开，然后再%3。</translation>
    </message>
    <message>
        <source>Added a nugget to %1</source>
        <translation>已向 %1 添加要点</translation>
    </message>
    <message>
        <source>edit it</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>delete it</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Deleted a nugget of %1 (Ctrl+Z brings it back)</source>
        <translation>已删除 %1 的一条要点（Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <source>change it</source>
        <translation>修改</translation>
    </message>
    <message>
        <source>merge it</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>The last nugget has no next one to merge with.</source>
        <translation>最后一条要点没有可合并的下一条。</translation>
    </message>
    <message>
        <source>move it</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 accepted: locked until reopened (A).</source>
        <translation>%2 的要点 %1 已接受：在重新打开（A）之前锁定。</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 reopened for edits.</source>
        <translation>%2 的要点 %1 已重新打开，可以编辑。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetReviewModel</name>
    <message>
        <source>supported</source>
        <translation>有依据</translation>
    </message>
    <message>
        <source>partly supported</source>
        <translation>部分支持</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>present</source>
        <translation>存在</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>The nugget was edited after %1 judged it: &quot;%2&quot;. Judge the run again.</source>
        <translation>该要点在 %1 评审之后被修改过：“%2”。请重新评审该运行。</translation>
    </message>
    <message>
        <source>The nugget was edited after it was judged: judge the run again.</source>
        <translation>该要点在评审之后被修改过：请重新评审该运行。</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1：%2%3</translation>
    </message>
    <message>
        <source> (blind)</source>
        <translation>（盲评）</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>stale (edited)</source>
        <translation>已过期（已修改）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Nugget</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>重要性</translation>
    </message>
    <message>
        <source>Judge: answer</source>
        <translation>评审模型：回答</translation>
    </message>
    <message>
        <source>Judge: contexts</source>
        <translation>评审模型：上下文</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人工</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetReviewPanel</name>
    <message>
        <source>Failing nuggets only</source>
        <translation>仅不合格的要点</translation>
    </message>
    <message>
        <source>Not supported by the answer, or absent from the retrieved contexts</source>
        <translation>回答不支持，或检索到的上下文中缺失</translation>
    </message>
    <message>
        <source>Nuggets of the answer</source>
        <translation>回答的要点</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Retrieved contexts</source>
        <translation>检索到的上下文</translation>
    </message>
    <message>
        <source>Keys: S supported · P partly · N not supported · Backspace clear mine · J/K next/previous</source>
        <translation>按键：S 支持 · P 部分 · N 不支持 · Backspace 清除我的 · J/K 下一条/上一条</translation>
    </message>
    <message>
        <source>%1 has no nuggets: add them on the Dataset page.</source>
        <translation>%1 没有要点：请在数据集页面添加。</translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s), %1 vital; judge %2.</source>
        <translation>
            <numerusform>%n 条要点，%1 条关键；评审模型 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>nugget_all %1, nugget_vital %2, context_recall_llm %3.</source>
        <translation>nugget_all %1，nugget_vital %2，context_recall_llm %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s) edited since judged: stale, not counted.</source>
        <translation>
            <numerusform>%n 条要点在评审后被修改：已过期，不计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>This project is open read-only: reviews cannot be saved.</source>
        <translation>此项目以只读方式打开：无法保存审阅。</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>请先选择您的身份（首选项中的标注员）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PackageTransfer</name>
    <message>
        <source>%1 is open; close it first.</source>
        <translation>%1 已打开；请先关闭它。</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>无法替换 %1。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PairTableModel</name>
    <message>
        <source>no shared questions</source>
        <translation>无共同问题</translation>
    </message>
    <message>
        <source>no real difference</source>
        <translation>无实质差异</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 更好</translation>
    </message>
    <message numerus="yes">
        <source>p = %1 before, %2 after Holm&apos;s correction over %n comparison(s)</source>
        <translation>
            <numerusform>p = %1（校正前），%2（对 %n 次比较进行 Holm 校正后）</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions where %1 is better / equal / worse than %2</source>
        <translation>%1 优于 / 等于 / 劣于 %2 的问题</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 毫秒</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Run A</source>
        <translation>运行 A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>运行 B</translation>
    </message>
    <message>
        <source>Mean A − B</source>
        <translation>均值 A − B</translation>
    </message>
    <message>
        <source>A wins / ties / losses</source>
        <translation>A 胜 / 平 / 负</translation>
    </message>
    <message>
        <source>t-test p (Holm)</source>
        <translation>t 检验 p (Holm)</translation>
    </message>
    <message>
        <source>Randomization p (Holm)</source>
        <translation>随机化检验 p (Holm)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PairwiseAgreementModel</name>
    <message>
        <source>Undefined: too few shared items, or both annotators always gave the same label</source>
        <translation>未定义：共同条目太少，或两名标注员始终给出相同标注</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Asymptotic standard error (Fleiss, Cohen &amp; Everitt 1969)</source>
        <translation>渐近标准误（Fleiss, Cohen &amp; Everitt 1969）</translation>
    </message>
    <message>
        <source>Landis &amp; Koch (1977)</source>
        <translation>Landis &amp; Koch (1977)</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>标注员对</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观察值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen&apos;s κ</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>标准误</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% CI</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致性</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Preferences</name>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;LLM</source>
        <translation>LLM(&amp;L)</translation>
    </message>
    <message>
        <source>A&amp;nnotator</source>
        <translation>标注员(&amp;N)</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>外观(&amp;P)</translation>
    </message>
    <message>
        <source>Relevance labels and claim reviews are recorded under this name. The Labelling page can switch it too.</source>
        <translation>相关性标注和陈述审阅都以此名称记录。也可在“标注”页面切换。</translation>
    </message>
    <message>
        <source>&amp;Current annotator:</source>
        <translation>当前标注员(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PrimaryJudgeBox</name>
    <message>
        <source>Primary judge</source>
        <translation>主评审模型</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>自动（%1）</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>The judge whose verdicts count in this run&apos;s metrics. Automatic: the first judge that judged the run; running another judge never changes it.</source>
        <translation>其判定计入此运行指标的评审模型。自动：第一个评审此运行的模型；再运行其他评审模型不会改变它。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PromptTemplateEditor</name>
    <message>
        <source>Edit Prompt Template %1</source>
        <translation>编辑提示词模板 %1</translation>
    </message>
    <message>
        <source>Reset Prompt Template %1</source>
        <translation>重置提示词模板 %1</translation>
    </message>
    <message>
        <source>Questions (generation)</source>
        <translation>问题（生成）</translation>
    </message>
    <message>
        <source>Claims of an answer</source>
        <translation>回答的陈述</translation>
    </message>
    <message>
        <source>Verdict on one claim (old judge)</source>
        <translation>单条陈述的判定（旧评审模型）</translation>
    </message>
    <message>
        <source>Verdicts on the claims</source>
        <translation>陈述的判定</translation>
    </message>
    <message>
        <source>Citation checks</source>
        <translation>引用检查</translation>
    </message>
    <message>
        <source>Answer relevancy questions</source>
        <translation>回答相关性问题</translation>
    </message>
    <message>
        <source>Nuggets of a ground truth</source>
        <translation>标准答案的要点</translation>
    </message>
    <message>
        <source>Nugget support by the answer</source>
        <translation>回答对要点的支持</translation>
    </message>
    <message>
        <source>Context recall of the nuggets</source>
        <translation>要点的上下文召回</translation>
    </message>
    <message>
        <source>Claim correctness against the nuggets</source>
        <translation>陈述相对要点的正确性</translation>
    </message>
    <message>
        <source>Generate Questions: one request per chunk; the answer lists questions with their ground truth.</source>
        <translation>生成问题：每个文本块一个请求；回答列出问题及其标准答案。</translation>
    </message>
    <message>
        <source>The judge&apos;s first step: one request per answer, which cuts it into claims.</source>
        <translation>评审模型的第一步：每个回答一个请求，将其拆分为陈述。</translation>
    </message>
    <message>
        <source>No longer asked: verdicts made with it stay valid while it is unchanged.</source>
        <translation>已不再使用：用它做出的判定在其未修改时仍然有效。</translation>
    </message>
    <message>
        <source>Faithfulness: one request per answer, all its claims (numbered) against the retrieved contexts.</source>
        <translation>忠实度：每个回答一个请求，其所有陈述（编号）对照检索到的上下文。</translation>
    </message>
    <message>
        <source>Citations: each cited statement against the chunks it cites.</source>
        <translation>引用：每条带引用的语句对照其引用的文本块。</translation>
    </message>
    <message>
        <source>Answer relevancy: questions the answer would answer, compared by embeddings.</source>
        <translation>回答相关性：该回答能回答的问题，通过嵌入向量比较。</translation>
    </message>
    <message>
        <source>Proposes the nuggets (atomic facts) of a question&apos;s ground truth.</source>
        <translation>提出问题标准答案的要点（原子事实）。</translation>
    </message>
    <message>
        <source>Which nuggets of the question the answer states.</source>
        <translation>回答陈述了问题的哪些要点。</translation>
    </message>
    <message>
        <source>Which nuggets the retrieved contexts contain.</source>
        <translation>检索到的上下文包含哪些要点。</translation>
    </message>
    <message>
        <source>Which nuggets each claim of the answer states.</source>
        <translation>回答的每条陈述陈述了哪些要点。</translation>
    </message>
    <message>
        <source>the question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>the run&apos;s answer</source>
        <translation>该运行的回答</translation>
    </message>
    <message>
        <source>one claim</source>
        <translation>一条陈述</translation>
    </message>
    <message>
        <source>the claims, one per line as &quot;claim N: ...&quot;</source>
        <translation>各条陈述，每行一条，格式为 &quot;claim N: ...&quot;</translation>
    </message>
    <message>
        <source>the passages, one per line as &quot;[chunk id] ...&quot;</source>
        <translation>各段落，每行一个，格式为 &quot;[chunk id] ...&quot;</translation>
    </message>
    <message>
        <source>an aligned judge&apos;s worked examples (empty otherwise)</source>
        <translation>对齐评审模型的示例（否则为空）</translation>
    </message>
    <message>
        <source>the cited statements, numbered, with the chunks they cite</source>
        <translation>带引用的语句（编号）及其引用的文本块</translation>
    </message>
    <message>
        <source>how many to write</source>
        <translation>要写的数量</translation>
    </message>
    <message>
        <source>the nuggets, one per line as &quot;nugget N: ...&quot;</source>
        <translation>各要点，每行一个，格式为 &quot;nugget N: ...&quot;</translation>
    </message>
    <message>
        <source>the question&apos;s ground-truth answer</source>
        <translation>问题的标准答案</translation>
    </message>
    <message>
        <source>the chunk&apos;s text</source>
        <translation>文本块的文本</translation>
    </message>
    <message>
        <source>the chunk&apos;s id</source>
        <translation>文本块的 ID</translation>
    </message>
    <message>
        <source>the document&apos;s title</source>
        <translation>文档的标题</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3 is not a placeholder of this template.</source>
        <translation>第 %1 行第 %2 列：%3 不是此模板的占位符。</translation>
    </message>
    <message>
        <source>%1 is missing: this template needs it.</source>
        <translation>缺少 %1：此模板需要它。</translation>
    </message>
    <message>
        <source>Line %1, column %2: &quot;{{&quot; opens no placeholder (write {{name}}).</source>
        <translation>第 %1 行第 %2 列：&quot;{{&quot; 没有构成占位符（请写成 {{name}}）。</translation>
    </message>
    <message>
        <source>The template is empty: use Reset to Default instead.</source>
        <translation>模板为空：请改用“恢复默认”。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PromptTemplatesDialog</name>
    <message>
        <source>Prompt Templates</source>
        <translation>提示词模板</translation>
    </message>
    <message>
        <source>Prompt templates</source>
        <translation>提示词模板</translation>
    </message>
    <message>
        <source>Template text</source>
        <translation>模板文本</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Checks the placeholders and saves the template in the project (Ctrl+S).</source>
        <translation>检查占位符并将模板保存到项目中（Ctrl+S）。</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>恢复默认(&amp;R)</translation>
    </message>
    <message>
        <source>The answer schemas are fixed; the wording is yours. Items judged with another version of a template are judged again on the next run.</source>
        <translation>回答的结构是固定的，措辞由你决定。用模板的其他版本评审过的项目会在下次运行时重新评审。</translation>
    </message>
    <message>
        <source>&lt;code&gt;{{%1}}&lt;/code&gt; %2%3</source>
        <translation>&lt;code&gt;{{%1}}&lt;/code&gt; %2%3</translation>
    </message>
    <message>
        <source> &lt;b&gt;(required)&lt;/b&gt;</source>
        <translation> &lt;b&gt;（必需）&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Placeholders:</source>
        <translation>占位符：</translation>
    </message>
    <message>
        <source>%1 (project&apos;s)</source>
        <translation>%1（项目的）</translation>
    </message>
    <message>
        <source>Default template; hash %1.</source>
        <translation>默认模板；哈希 %1。</translation>
    </message>
    <message>
        <source>The project&apos;s template; hash %1.</source>
        <translation>项目的模板；哈希 %1。</translation>
    </message>
    <message>
        <source> Edited, not saved.</source>
        <translation> 已编辑，未保存。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ProposeNuggetsDialog</name>
    <message>
        <source>Propose Nuggets</source>
        <translation>建议要点</translation>
    </message>
    <message>
        <source>The selected question (select one in the table)</source>
        <translation>所选问题（在表格中选择一个）</translation>
    </message>
    <message>
        <source>The selected question, %1</source>
        <translation>所选问题 %1</translation>
    </message>
    <message>
        <source>%1 has nuggets already; they are never replaced.</source>
        <translation>%1 已有要点；它们不会被替换。</translation>
    </message>
    <message numerus="yes">
        <source>Every question with a ground truth and no nuggets yet (%n question(s) without nuggets)</source>
        <translation>
            <numerusform>每个有标准答案且还没有要点的问题（%n 个问题没有要点）</numerusform>
        </translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> questions</source>
        <translation> 个问题</translation>
    </message>
    <message>
        <source>At most this many questions in this run, of those not done yet.</source>
        <translation>本次最多处理这么多尚未完成的问题。</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>At &amp;most:</source>
        <translation>最多(&amp;M)：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Each question&apos;s ground truth (and its gold chunks) is split into short facts, vital or okay, stored as drafts for you to edit and accept.</source>
        <translation>每个问题的标准答案（及其黄金文本块）被拆分为简短的事实（关键或可选），作为草稿保存，供您编辑和接受。</translation>
    </message>
    <message>
        <source>&amp;Propose</source>
        <translation>建议(&amp;P)</translation>
    </message>
    <message>
        <source>%1 at %2, %3 requests at once (Edit → Preferences)</source>
        <translation>%1，位于 %2，同时 %3 个请求（编辑 → 首选项）</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>未设置端点或模型：请在 编辑 → 首选项 → LLM 中设置。</translation>
    </message>
    <message>
        <source>Proposing…</source>
        <translation>正在建议…</translation>
    </message>
    <message>
        <source>Proposing nuggets</source>
        <translation>正在建议要点</translation>
    </message>
    <message>
        <source>Nothing was proposed: %1</source>
        <translation>未提出任何建议：%1</translation>
    </message>
    <message numerus="yes">
        <source>Proposed nuggets for %n question(s)</source>
        <translation>
            <numerusform>已为 %n 个问题建议要点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) failed</source>
        <translation>
            <numerusform>%n 个问题失败</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>All %1 questions are done.</source>
        <translation>全部 %1 个问题已完成。</translation>
    </message>
    <message>
        <source>%1 of %2 questions are done; run again to do the rest.</source>
        <translation>已完成 %1 / %2 个问题；再次运行以完成其余部分。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Propose Nuggets: %1</source>
        <translation>建议要点：%1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionDetailView</name>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>标准答案：</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Generator:</source>
        <translation>生成模型：</translation>
    </message>
    <message>
        <source>Source chunk:</source>
        <translation>来源文本块：</translation>
    </message>
    <message>
        <source>Select a gold chunk to read it.</source>
        <translation>选择一个金标准块以阅读其内容。</translation>
    </message>
    <message>
        <source>No question selected</source>
        <translation>未选择问题</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>未打开项目</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>No chunk is labelled for this question yet.</source>
        <translation>此问题尚无已标注的文本块。</translation>
    </message>
    <message>
        <source>%1 labelled chunk(s), %2 gold (gold grade 1 or more):</source>
        <translation>已标注文本块 %1 个，其中金标准 %2 个（金标准等级 ≥ 1）：</translation>
    </message>
    <message>
        <source>(the text of %1 is not imported)</source>
        <translation>（%1 的文本未导入）</translation>
    </message>
    <message>
        <source>Gold chunks of the question</source>
        <translation>该问题的金标准块</translation>
    </message>
    <message>
        <source>Text of the selected chunk</source>
        <translation>所选文本块的文本</translation>
    </message>
    <message>
        <source>Question details</source>
        <translation>问题详情</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionEditDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save (Ctrl+Enter)</source>
        <translation>保存 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Ground-truth answer:</source>
        <translation>标准答案：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionListModel</name>
    <message>
        <source>Question id</source>
        <translation>问题 ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionTableModel</name>
    <message>
        <source>draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Near duplicate of %1</source>
        <translation>与 %1 近似重复</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Gold chunks</source>
        <translation>金标准块</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>Near duplicate</source>
        <translation>近似重复</translation>
    </message>
    <message>
        <source>0 + source</source>
        <translation>0 + 来源</translation>
    </message>
    <message>
        <source>No chunk is graded yet. The question was generated from a source chunk, which holds its answer: grade it (and others) in Labelling to make them gold.</source>
        <translation>尚未对任何块评分。该问题由包含其答案的来源块生成：在标注页面为它（及其他块）评分，使其成为金标准。</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>要点</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReadOnlyBanner</name>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; %1 cannot be written (the file, its folder or its disk): every page reads it, no change can be saved. Save a Copy As makes a copy you can edit.</source>
        <translation>&lt;b&gt;只读。&lt;/b&gt;无法写入 %1（文件、其文件夹或其磁盘）：每个页面都可以读取它，但无法保存任何更改。“另存副本为”可创建一个可编辑的副本。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>没有最近的项目</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewPage</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>&amp;Failing only</source>
        <translation>仅未达标(&amp;F)</translation>
    </message>
    <message>
        <source>Judge and &amp;human disagree</source>
        <translation>评审模型与人工不一致(&amp;H)</translation>
    </message>
    <message>
        <source>Not yet re&amp;viewed</source>
        <translation>尚未审阅(&amp;V)</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>Questions of the run</source>
        <translation>该运行的问题</translation>
    </message>
    <message>
        <source>Answer with its claims</source>
        <translation>回答及其陈述</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>陈述</translation>
    </message>
    <message>
        <source>Retrieved contexts</source>
        <translation>检索到的上下文</translation>
    </message>
    <message>
        <source>Judge trust</source>
        <translation>评审模型可信度</translation>
    </message>
    <message>
        <source>Mark &amp;Supported</source>
        <translation>标记为有依据(&amp;S)</translation>
    </message>
    <message>
        <source>Mark &amp;Unsupported</source>
        <translation>标记为无依据(&amp;U)</translation>
    </message>
    <message>
        <source>Mark &amp;Contradicted</source>
        <translation>标记为矛盾(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;lear My Verdict</source>
        <translation>清除我的判定(&amp;L)</translation>
    </message>
    <message>
        <source>Edit &amp;Note...</source>
        <translation>编辑备注(&amp;N)...</translation>
    </message>
    <message>
        <source>Next Claim</source>
        <translation>下一条陈述</translation>
    </message>
    <message>
        <source>Previous Claim</source>
        <translation>上一条陈述</translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation>下一个问题</translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation>上一个问题</translation>
    </message>
    <message>
        <source>Questions with faithfulness below %1</source>
        <translation>忠实度低于 %1 的问题</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>标准答案：</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Note on this claim:</source>
        <translation>此陈述的备注：</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>审阅</translation>
    </message>
    <message>
        <source>Run &amp;Judge...</source>
        <translation>运行评审模型(&amp;J)...</translation>
    </message>
    <message>
        <source>&amp;Blind (hide the judge and other reviewers until I decide)</source>
        <translation>盲审(&amp;B)（在我做出判定前隐藏评审模型和其他审阅者）</translation>
    </message>
    <message>
        <source>Primary &amp;judge:</source>
        <translation>主评审模型(&amp;J)：</translation>
    </message>
    <message>
        <source>Claims and judge trust</source>
        <translation>陈述与评审模型可信度</translation>
    </message>
    <message>
        <source>Not while reviewing blind: it would tell the verdicts.</source>
        <translation>盲审时不可用：它会透露判定。</translation>
    </message>
    <message>
        <source>The claims of one judge at a time: two judges split an answer differently.</source>
        <translation>一次只显示一个评审模型的陈述：两个模型拆分回答的方式不同。</translation>
    </message>
    <message>
        <source>Claims &amp;of:</source>
        <translation>陈述来源(&amp;O)：</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>Edit Cla&amp;im...</source>
        <translation>编辑陈述(&amp;I)...</translation>
    </message>
    <message>
        <source>Spli&amp;t Claim...</source>
        <translation>拆分陈述(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Merge with the Next Claim</source>
        <translation>与下一条陈述合并(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Add Claim...</source>
        <translation>添加陈述(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Delete Claim</source>
        <translation>删除陈述(&amp;D)</translation>
    </message>
    <message>
        <source>Choose a claim first.</source>
        <translation>请先选择一条陈述。</translation>
    </message>
    <message>
        <source>Claim split in two: Run Judge judges both.</source>
        <translation>陈述已拆分为两条：运行评审模型会评审这两条。</translation>
    </message>
    <message>
        <source>Claim added: Run Judge judges it.</source>
        <translation>已添加陈述：运行评审模型会评审它。</translation>
    </message>
    <message>
        <source>Claim changed: its verdicts are cleared and Run Judge judges it again.</source>
        <translation>陈述已修改：其判定已清除，运行评审模型会重新评审。</translation>
    </message>
    <message>
        <source>Claims merged: Run Judge judges the merged claim.</source>
        <translation>陈述已合并：运行评审模型会评审合并后的陈述。</translation>
    </message>
    <message>
        <source>Claim deleted (Undo brings it back with its verdicts).</source>
        <translation>陈述已删除（撤销可连同判定一起恢复）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewQuestionModel</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
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
        <translation>问题</translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation>忠实度</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>未获支持</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>已审阅</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>Blind review: shown once you have given your verdict on every claim of this question.</source>
        <translation>盲审：在您对该问题的每条陈述都给出判定后显示。</translation>
    </message>
    <message>
        <source>Claims you have reviewed</source>
        <translation>您已审阅的陈述</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewState</name>
    <message>
        <source>Reading run %1...</source>
        <translation>正在读取运行 %1...</translation>
    </message>
    <message>
        <source>This project has no runs yet: import one (File → Import).</source>
        <translation>此项目尚无运行：请导入一个（文件 → 导入）。</translation>
    </message>
    <message>
        <source>Open a project to review its runs.</source>
        <translation>打开项目以审阅其运行。</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>导入的判定</translation>
    </message>
    <message>
        <source>%1 (primary)</source>
        <translation>%1（主要）</translation>
    </message>
    <message>
        <source>Choose Primary Judge</source>
        <translation>选择主评审模型</translation>
    </message>
    <message>
        <source>Run %1: the first judge to run counts.</source>
        <translation>运行 %1：以第一个评审模型为准。</translation>
    </message>
    <message>
        <source>Run %1: the verdicts of %2 count.</source>
        <translation>运行 %1：以 %2 的判定为准。</translation>
    </message>
    <message>
        <source>%1 questions, %2 claims, %3 reviewed; %4 judge verdicts overridden by people.</source>
        <translation>%1 个问题，%2 条陈述，已审阅 %3 条；%4 个评审模型判定被人工推翻。</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>请先选择您的身份（首选项中的标注员）。</translation>
    </message>
    <message>
        <source>Give a verdict first (S, U or C), then a note.</source>
        <translation>请先给出判定（S、U 或 C），再添加备注。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunChartView</name>
    <message>
        <source>proof of concept</source>
        <translation>概念验证</translation>
    </message>
    <message>
        <source>production</source>
        <translation>生产</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>优秀</translation>
    </message>
    <message>
        <source>%1 band</source>
        <translation>%1档</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>阈值 %1</translation>
    </message>
    <message>
        <source>Legend (hidden for want of room):</source>
        <translation>图例（空间不足，已隐藏）：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunEdits</name>
    <message>
        <source>Re&amp;name Run</source>
        <translation>重命名运行(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Delete Run</source>
        <translation>删除运行(&amp;D)</translation>
    </message>
    <message>
        <source>A run needs a name.</source>
        <translation>运行需要一个名称。</translation>
    </message>
    <message>
        <source>There is already a run named %1.</source>
        <translation>已存在名为 %1 的运行。</translation>
    </message>
    <message>
        <source>Run %1 renamed to %2.</source>
        <translation>运行 %1 已重命名为 %2。</translation>
    </message>
    <message>
        <source>Run %1 deleted (Ctrl+Z brings it back).</source>
        <translation>运行 %1 已删除（Ctrl+Z 可恢复）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunJudgeDialog</name>
    <message>
        <source>Run Judge</source>
        <translation>运行评审模型</translation>
    </message>
    <message>
        <source>%1 at %2 (Edit → Preferences)</source>
        <translation>%2 上的 %1（编辑 → 首选项）</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>未设置端点或模型：请在 编辑 → 首选项 → LLM 中设置。</translation>
    </message>
    <message>
        <source>&amp;Only what this model has not judged yet (resumes)</source>
        <translation>仅此模型尚未评审的内容（继续）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;All claims again: new verdicts (claims and human reviews are kept)</source>
        <translation>全部陈述重新评审：生成新判定（保留陈述和人工审阅）(&amp;A)</translation>
    </message>
    <message>
        <source>Le&amp;xical judge, offline (no LLM): each sentence is a claim, supported when a retrieved sentence covers its words</source>
        <translation>词汇评审，离线（无需 LLM）：每个句子为一条陈述，若某个检索到的句子涵盖其词语则判为有依据(&amp;X)</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审方式</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>运行(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>评审(&amp;J)</translation>
    </message>
    <message>
        <source>The project has no runs: import one first (File → Import).</source>
        <translation>项目中没有运行：请先导入一个（文件 → 导入）。</translation>
    </message>
    <message>
        <source>Judging…</source>
        <translation>正在评审…</translation>
    </message>
    <message>
        <source>Lexical judge on %1</source>
        <translation>对 %1 进行词汇评审</translation>
    </message>
    <message>
        <source>Judging %1 with %2</source>
        <translation>正在使用 %2 评审 %1</translation>
    </message>
    <message>
        <source>The judge could not run: %1</source>
        <translation>评审模型无法运行：%1</translation>
    </message>
    <message>
        <source>answers: %1</source>
        <translation>回答：%1</translation>
    </message>
    <message>
        <source>claims: %1</source>
        <translation>陈述：%1</translation>
    </message>
    <message>
        <source>supported: %1</source>
        <translation>有依据：%1</translation>
    </message>
    <message>
        <source>mean faithfulness (lexical) %1</source>
        <translation>平均忠实度（词汇）%1</translation>
    </message>
    <message>
        <source>mean faithfulness %1</source>
        <translation>平均忠实度 %1</translation>
    </message>
    <message>
        <source>%1 of %2 items done, %3 failed</source>
        <translation>%2 个条目中已完成 %1 个，失败 %3 个</translation>
    </message>
    <message>
        <source>cancelled: run again to resume</source>
        <translation>已取消：再次运行即可继续</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>warnings: %1, e.g. %2</source>
        <translation>警告：%1，例如 %2</translation>
    </message>
    <message>
        <source>Judge on %1: %2</source>
        <translation>对 %1 的评审：%2</translation>
    </message>
    <message>
        <source>&amp;LLM judge: per answer, one request for its claims and one for their verdicts</source>
        <translation>&amp;LLM 评审：每个回答一次请求提取陈述，一次请求判定</translation>
    </message>
    <message>
        <source>Ali&amp;gned: show the judge the project&apos;s reviewed claims as worked examples (a judge of its own, compared on the Judge trust tab)</source>
        <translation>对齐(&amp;G)：把项目中已审核的陈述作为示例给评审模型（作为独立的评审模型，在“评审可信度”页比较）</translation>
    </message>
    <message>
        <source>Will send %1 requests (%2 for claims, %3 for verdicts), about %4 prompt and %5 completion tokens; %6 of %7 answers are judged already.</source>
        <translation>将发送 %1 个请求（%2 个提取陈述，%3 个判定），约 %4 个提示词元和 %5 个生成词元；%7 个回答中已有 %6 个评审完毕。</translation>
    </message>
    <message>
        <source>%1 requests will have their contexts cut to %2 tokens.</source>
        <translation>%1 个请求的上下文将被截断为 %2 个词元。</translation>
    </message>
    <message>
        <source>Tokens this run: %1 prompt + %2 completion in %3 requests; the job so far: %4 + %5.</source>
        <translation>本次词元：%3 个请求共 %1 提示 + %2 生成；该任务迄今：%4 + %5。</translation>
    </message>
    <message>
        <source>%1 answers did not say what they cost; the totals leave them out.</source>
        <translation>%1 个回答未报告其用量；总计不含它们。</translation>
    </message>
    <message>
        <source>Judge for:</source>
        <translation>评审项目：</translation>
    </message>
    <message>
        <source>&amp;faithfulness</source>
        <translation>忠实度(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;nuggets</source>
        <translation>要点(&amp;N)</translation>
    </message>
    <message>
        <source>context re&amp;call</source>
        <translation>上下文召回(&amp;C)</translation>
    </message>
    <message>
        <source>c&amp;orrectness</source>
        <translation>正确性(&amp;O)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunListModel</name>
    <message>
        <source>Parameters: %1</source>
        <translation>参数：%1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>System version</source>
        <translation>系统版本</translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation>创建时间：%1</translation>
    </message>
    <message>
        <source>System version: %1</source>
        <translation>系统版本：%1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsExporter</name>
    <message>
        <source>Show a chart first (Comparison, History, Distribution or Scatter).</source>
        <translation>请先显示一个图表（比较、历史、分布或散点图）。</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>Chart saved to %1</source>
        <translation>图表已保存到 %1</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Check the runs the report should cover first.</source>
        <translation>请先勾选报告要包含的运行。</translation>
    </message>
    <message>
        <source>Markdown, for a pull request (*.md);;HTML (*.html);;PDF (*.pdf)</source>
        <translation>Markdown，用于拉取请求 (*.md);;HTML (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the report...</source>
        <translation>正在写入报告...</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>报告已保存到 %1</translation>
    </message>
    <message>
        <source>Export Metric Table</source>
        <translation>导出指标表</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Metric table saved to %1</source>
        <translation>指标表已保存到 %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsPage</name>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>History chart</source>
        <translation>历史图</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Distribution</source>
        <translation>分布(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Scatter</source>
        <translation>散点图(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Thresholds</source>
        <translation>阈值(&amp;T)</translation>
    </message>
    <message>
        <source>Runs &amp;&amp; Charts</source>
        <translation>运行与图表</translation>
    </message>
    <message>
        <source>The runs cannot be evaluated:
%1</source>
        <translation>无法评估这些运行：
%1</translation>
    </message>
    <message>
        <source>&amp;Runs (check the ones to compare)</source>
        <translation>运行（勾选要比较的运行）(&amp;R)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>&amp;Metric</source>
        <translation>指标(&amp;M)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Computation progress</source>
        <translation>计算进度</translation>
    </message>
    <message>
        <source>Metrics of the compared runs</source>
        <translation>所比较运行的指标</translation>
    </message>
    <message>
        <source>Comparison chart</source>
        <translation>比较图</translation>
    </message>
    <message>
        <source>Significance of the differences</source>
        <translation>差异的显著性</translation>
    </message>
    <message>
        <source>Double-click a pair to list the questions where the two runs differ.</source>
        <translation>双击一对运行，列出两者结果不同的问题。</translation>
    </message>
    <message>
        <source>Questions where %1 and %2 differ on %3</source>
        <translation>%1 与 %2 在 %3 上不同的问题</translation>
    </message>
    <message>
        <source>R&amp;un:</source>
        <translation>运行(&amp;U)：</translation>
    </message>
    <message>
        <source>Run of the distribution</source>
        <translation>分布所用的运行</translation>
    </message>
    <message>
        <source>Distribution chart</source>
        <translation>分布图</translation>
    </message>
    <message>
        <source>Run &amp;A (x):</source>
        <translation>运行 A (x)(&amp;A)：</translation>
    </message>
    <message>
        <source>Run &amp;B (y):</source>
        <translation>运行 B (y)(&amp;B)：</translation>
    </message>
    <message>
        <source>First run of the scatter plot</source>
        <translation>散点图的第一个运行</translation>
    </message>
    <message>
        <source>Second run of the scatter plot</source>
        <translation>散点图的第二个运行</translation>
    </message>
    <message>
        <source>Scatter chart</source>
        <translation>散点图</translation>
    </message>
    <message>
        <source>The release gate of &lt;tt&gt;goldset-cli check&lt;/tt&gt;: a threshold per metric, and the bands drawn behind the history chart. Double-click a cell to edit; Edit → Undo takes an edit back.</source>
        <translation>&lt;tt&gt;goldset-cli check&lt;/tt&gt; 的发布门槛：每个指标一个阈值，以及绘制在历史图背后的档位。双击单元格进行编辑；编辑 → 撤销可撤回修改。</translation>
    </message>
    <message>
        <source>Thresholds and bands</source>
        <translation>阈值与档位</translation>
    </message>
    <message>
        <source>Threshold input problem</source>
        <translation>阈值输入有误</translation>
    </message>
    <message>
        <source>Click a bar, point or bin to list the questions behind it.</source>
        <translation>点击柱、点或区间，列出其背后的问题。</translation>
    </message>
    <message>
        <source>Questions behind the selection</source>
        <translation>所选内容对应的问题</translation>
    </message>
    <message>
        <source>Open in &amp;Review</source>
        <translation>在审阅中打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open in &amp;Labelling</source>
        <translation>在标注中打开(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Recompute Metrics</source>
        <translation>重新计算指标(&amp;R)</translation>
    </message>
    <message>
        <source>Export &amp;Chart...</source>
        <translation>导出图表(&amp;C)...</translation>
    </message>
    <message>
        <source>Export &amp;Report...</source>
        <translation>导出报告(&amp;R)...</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n question(s)</source>
        <translation>
            <numerusform>%1：%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a question in the list first.</source>
        <translation>请先在列表中选择一个问题。</translation>
    </message>
    <message>
        <source>Count &amp;drafts and rejected questions</source>
        <translation>计入草稿和已拒绝的问题(&amp;D)</translation>
    </message>
    <message>
        <source>Off: the metrics count only the accepted questions of each run (drafts and rejected questions are left out, as goldset-cli does without --questions all).</source>
        <translation>关闭时：指标只计入每次运行中已接受的问题（草稿和已拒绝的问题不计入，与不带 --questions all 的 goldset-cli 相同）。</translation>
    </message>
    <message>
        <source>Export Metric &amp;Table (CSV)...</source>
        <translation>导出指标表 (CSV)(&amp;T)...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsState</name>
    <message numerus="yes">
        <source>Evaluating %n run(s)...</source>
        <translation>
            <numerusform>正在评估 %n 个运行...</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing the metrics of every run...</source>
        <translation>正在计算所有运行的指标...</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) evaluated.</source>
        <translation>
            <numerusform>已评估 %n 个运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs are evaluated when this page is shown.</source>
        <translation>显示此页面时才会评估各运行。</translation>
    </message>
    <message>
        <source>Open a project to see its runs.</source>
        <translation>打开项目以查看其运行。</translation>
    </message>
    <message>
        <source>No runs yet. Import one (File → Import, format trec-run, goldset-run or ragas).</source>
        <translation>尚无运行。请导入一个（文件 → 导入，格式 trec-run、goldset-run 或 ragas）。</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s)...</source>
        <translation>
            <numerusform>正在比较 %n 个运行...</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing confidence intervals and significance tests...</source>
        <translation>正在计算置信区间和显著性检验...</translation>
    </message>
    <message numerus="yes">
        <source>%n real difference(s) after Holm&apos;s correction.</source>
        <translation>
            <numerusform>Holm 校正后有 %n 个实质差异。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check runs in the list to compare them.</source>
        <translation>在列表中勾选运行以进行比较。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SaveCopyRunner</name>
    <message>
        <source>Save a Copy</source>
        <translation>保存副本</translation>
    </message>
    <message>
        <source>Copy cancelled: nothing was written.</source>
        <translation>复制已取消：未写入任何内容。</translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation>已将副本保存为 %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ScatterChartView</name>
    <message>
        <source>Questions where %1 = %2 for %3 and %4 for %5</source>
        <translation>%1 在 %3 上为 %2、在 %5 上为 %4 的问题</translation>
    </message>
    <message>
        <source>Choose two different runs to compare question by question.</source>
        <translation>选择两个不同的运行，逐题比较。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 against %3, %n question(s)</source>
        <translation>
            <numerusform>%1：%2 对比 %3，%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>equal</source>
        <translation>相等</translation>
    </message>
    <message>
        <source>1 question</source>
        <translation>1 个问题</translation>
    </message>
    <message>
        <source>%1+ questions</source>
        <translation>%1 个以上问题</translation>
    </message>
    <message>
        <source>%1–%2 questions</source>
        <translation>%1–%2 个问题</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <source>%1: %2 higher than %3 on %4 question(s), lower on %5, equal on %6</source>
        <translation>%1：%2 在 %4 个问题上高于 %3，%5 个更低，%6 个相等</translation>
    </message>
    <message>
        <source>Evaluating %1 and %2...</source>
        <translation>正在评估 %1 和 %2...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SearchHitModel</name>
    <message>
        <source>Chunk</source>
        <translation>文本块</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerPasswordStore</name>
    <message>
        <source>the keychain is switched off (GOLDSET_NO_KEYCHAIN)</source>
        <translation>钥匙串已关闭（GOLDSET_NO_KEYCHAIN）</translation>
    </message>
    <message>
        <source>no Secret Service or KWallet answered</source>
        <translation>Secret Service 和 KWallet 均无响应</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerProjectDialog</name>
    <message>
        <source>Open Server Project</source>
        <translation>打开服务器项目</translation>
    </message>
    <message>
        <source>A project on a shared PostgreSQL server. Your team lead gives you its address; scripts/team-server.sh sets a server up.</source>
        <translation>共享 PostgreSQL 服务器上的项目。地址由团队负责人提供;scripts/team-server.sh 用于搭建服务器。</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A):</translation>
    </message>
    <message>
        <source>kept in memory until Goldset quits; empty: ~/.pgpass or PGPASSWORD</source>
        <translation>在 Goldset 退出前保存在内存中;留空:使用 ~/.pgpass 或 PGPASSWORD</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Create the project there if it does not exist</source>
        <translation>若项目不存在则在该处创建(&amp;C)</translation>
    </message>
    <message>
        <source>Problem with the address</source>
        <translation>地址有问题</translation>
    </message>
    <message>
        <source>&amp;Remember password in the keychain</source>
        <translation>在钥匙串中记住密码(&amp;R)</translation>
    </message>
    <message>
        <source>Stored in the system&apos;s keychain for this user, server and database; never in the settings or the project.</source>
        <translation>按此用户、服务器和数据库存入系统钥匙串；绝不存入设置或项目。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerSignIn</name>
    <message>
        <source>The password was not stored in the keychain (%1); it is kept until Goldset quits.</source>
        <translation>密码未存入钥匙串（%1）；它会保留在内存中，直到 Goldset 退出。</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>无法创建项目</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetAdjudicationCommand</name>
    <message>
        <source>adjudicate %1 as %2</source>
        <translation>将 %1 裁定为 %2</translation>
    </message>
    <message>
        <source>clear the adjudication of %1</source>
        <translation>清除 %1 的裁定</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetAnnotatorRoleCommand</name>
    <message>
        <source>make %1 a lead</source>
        <translation>将 %1 设为负责人</translation>
    </message>
    <message>
        <source>make %1 an annotator</source>
        <translation>将 %1 设为标注员</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetCitationReviewCommand</name>
    <message>
        <source>Clear Citation Verdict</source>
        <translation>清除引用判定</translation>
    </message>
    <message>
        <source>Citations Entail Statement</source>
        <translation>引用可推出陈述</translation>
    </message>
    <message>
        <source>Citations Do Not Entail Statement</source>
        <translation>引用不能推出陈述</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetClaimReviewCommand</name>
    <message>
        <source>Verdict %1</source>
        <translation>判定 %1</translation>
    </message>
    <message>
        <source>Clear Verdict</source>
        <translation>清除判定</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ShellMenus</name>
    <message>
        <source>&amp;New Project...</source>
        <translation>新建项目(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>打开项目(&amp;O)...</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As...</source>
        <translation>另存副本为(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>关闭项目(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>Prompt &amp;Templates...</source>
        <translation>提示词模板(&amp;T)...</translation>
    </message>
    <message>
        <source>The project&apos;s prompts of the judge and the generator</source>
        <translation>本项目中评审模型和生成器的提示词</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>键盘快捷键(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;About Goldset</source>
        <translation>关于 Goldset(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>页面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销：%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做：%1(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Server Project...</source>
        <translation>打开服务器项目(&amp;S)...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Filter by page, action or key (e.g. review, undo, ctrl)</source>
        <translation>按页面、操作或按键筛选（例如 审阅、撤销、Ctrl）</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>筛选快捷键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>%1 shortcuts</source>
        <translation>%1 个快捷键</translation>
    </message>
    <message>
        <source>%1 of %2 shortcuts</source>
        <translation>%2 个快捷键中的 %1 个</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ThresholdTableModel</name>
    <message>
        <source>A bound such as &quot;&gt;=0.75&quot; or &quot;&lt;=2500&quot;; a bare number means %1. Empty: no gate.</source>
        <translation>形如“&gt;=0.75”或“&lt;=2500”的界限；仅写数字表示 %1。留空：不设门槛。</translation>
    </message>
    <message>
        <source>Three falling bounds: proof of concept, production, excellent (for example 4000,2500,1200). Empty: no bands.</source>
        <translation>三个递减的界限：概念验证、生产、优秀（例如 4000,2500,1200）。留空：不设档位。</translation>
    </message>
    <message>
        <source>Three rising bounds: proof of concept, production, excellent (for example 0.6,0.75,0.9). Empty: no bands.</source>
        <translation>三个递增的界限：概念验证、生产、优秀（例如 0.6,0.75,0.9）。留空：不设档位。</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>set threshold of %1</source>
        <translation>设置 %1 的阈值</translation>
    </message>
    <message>
        <source>set bands of %1</source>
        <translation>设置 %1 的档位</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Threshold (CI gate)</source>
        <translation>阈值（CI 门槛）</translation>
    </message>
    <message>
        <source>Bands: PoC, production, excellent</source>
        <translation>档位：概念验证、生产、优秀</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Verdict</name>
    <message>
        <source>supported</source>
        <translation>有依据</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>无依据</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>goldset::ui::WriteLockNotice</name>
    <message>
        <source>No longer waiting for the other Goldset process.</source>
        <translation>不再等待另一个 Goldset 进程。</translation>
    </message>
</context>
</TS>
