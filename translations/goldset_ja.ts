<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AddQuestionCommand</name>
    <message>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
</context>
<context>
    <name>AlertRuleCommand</name>
    <message>
        <source>Add alert rule %1</source>
        <translation>アラートルール %1 を追加</translation>
    </message>
    <message>
        <source>Remove alert rule %1</source>
        <translation>アラートルール %1 を削除</translation>
    </message>
</context>
<context>
    <name>CandidateDelegate</name>
    <message>
        <source>(start of document)</source>
        <translation>（文書の先頭）</translation>
    </message>
    <message>
        <source>(end of document)</source>
        <translation>（文書の末尾）</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>ゴールド</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>me</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>no annotator has graded this chunk</source>
        <translation>このチャンクを評価したアノテーターはいません</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Chart exported from Goldset</source>
        <translation>Goldset からエクスポートしたチャート</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>unknown image format &quot;%1&quot;: use .png or .svg</source>
        <translation>不明な画像形式「%1」です。.png または .svg を使用してください</translation>
    </message>
</context>
<context>
    <name>DeleteQuestionCommand</name>
    <message>
        <source>Delete %1</source>
        <translation>%1 を削除</translation>
    </message>
</context>
<context>
    <name>DeleteRunCommand</name>
    <message>
        <source>Delete run %1</source>
        <translation>ラン %1 を削除</translation>
    </message>
</context>
<context>
    <name>EditQuestionCommand</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
</context>
<context>
    <name>GuidelinesEditCommand</name>
    <message>
        <source>edit guidelines</source>
        <translation>ガイドラインを編集</translation>
    </message>
</context>
<context>
    <name>LabelAdjudicateCommand</name>
    <message>
        <source>gold grade %1 for %2</source>
        <translation>%2 にゴールドグレード %1 を設定</translation>
    </message>
    <message>
        <source>clear gold grade of %1</source>
        <translation>%1 のゴールドグレードを解除</translation>
    </message>
</context>
<context>
    <name>LabelSetCommand</name>
    <message>
        <source>grade %1 for %2 on %3</source>
        <translation>%3 の %2 にグレード %1 を設定</translation>
    </message>
    <message>
        <source>clear grade of %1 on %2</source>
        <translation>%2 の %1 のグレードを解除</translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
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
        <translation>%1 にナゲットを追加</translation>
    </message>
    <message>
        <source>Edit Nugget of %1</source>
        <translation>%1 のナゲットを編集</translation>
    </message>
    <message>
        <source>Mark Nugget of %1 Vital</source>
        <translation>%1 のナゲットを必須にする</translation>
    </message>
    <message>
        <source>Mark Nugget of %1 Okay</source>
        <translation>%1 のナゲットを任意にする</translation>
    </message>
    <message>
        <source>Accept Nugget of %1</source>
        <translation>%1 のナゲットを承認</translation>
    </message>
    <message>
        <source>Reopen Nugget of %1</source>
        <translation>%1 のナゲットを再開</translation>
    </message>
    <message>
        <source>Delete Nugget of %1</source>
        <translation>%1 のナゲットを削除</translation>
    </message>
    <message>
        <source>Merge Nuggets of %1</source>
        <translation>%1 のナゲットを結合</translation>
    </message>
    <message>
        <source>Move Nugget of %1</source>
        <translation>%1 のナゲットを移動</translation>
    </message>
</context>
<context>
    <name>PromoteInteractionCommand</name>
    <message>
        <source>Promote interaction %1 to a question</source>
        <translation>インタラクション %1 を質問に昇格</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(text not imported)</source>
        <translation>（テキスト未インポート）</translation>
    </message>
</context>
<context>
    <name>RenameRunCommand</name>
    <message>
        <source>Rename run %1 to %2</source>
        <translation>ラン %1 の名前を %2 に変更</translation>
    </message>
</context>
<context>
    <name>SampleInteractionsCommand</name>
    <message>
        <source>Sample interactions into run %1</source>
        <translation>インタラクションを実行 %1 にサンプリング</translation>
    </message>
</context>
<context>
    <name>SetNuggetReviewCommand</name>
    <message>
        <source>Nugget of %1: %2</source>
        <translation>%1 のナゲット: %2</translation>
    </message>
    <message>
        <source>Clear Nugget Verdict of %1</source>
        <translation>%1 のナゲット判定を取り消す</translation>
    </message>
</context>
<context>
    <name>SetQuestionStatusCommand</name>
    <message>
        <source>Accept %1</source>
        <translation>%1 を承認</translation>
    </message>
    <message>
        <source>Reject %1</source>
        <translation>%1 を却下</translation>
    </message>
    <message>
        <source>Back to Draft %1</source>
        <translation>%1 を下書きに戻す</translation>
    </message>
</context>
<context>
    <name>goldset::agreement</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>不良</translation>
    </message>
    <message>
        <source>slight</source>
        <translation>わずか</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>まずまず</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>中程度</translation>
    </message>
    <message>
        <source>substantial</source>
        <translation>かなり高い</translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation>ほぼ完全</translation>
    </message>
    <message>
        <source>unexpected character after a closing quote</source>
        <translation>閉じ引用符の後に予期しない文字があります</translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation>引用符で囲まれたフィールドが閉じられていません</translation>
    </message>
    <message>
        <source>%1 · claim %2</source>
        <translation>%1 · 主張 %2</translation>
    </message>
</context>
<context>
    <name>goldset::agreement::LabelCsvReader</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み込めません: %1</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>ファイルが有効な UTF-8 ではありません</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row item,annotator,label</source>
        <translation>ファイルが空です。ヘッダー行 item,annotator,label が必要です</translation>
    </message>
    <message>
        <source>the header row must name the columns item, annotator and label</source>
        <translation>ヘッダー行には列 item、annotator、label が必要です</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>ヘッダーと同じ %1 個のフィールドが必要ですが、%2 個あります</translation>
    </message>
    <message>
        <source>the item and the annotator must not be empty</source>
        <translation>項目とアノテーターは空にできません</translation>
    </message>
</context>
<context>
    <name>goldset::agreement::RatingSet</name>
    <message>
        <source>the categories repeat a value</source>
        <translation>カテゴリーに重複した値があります</translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is not one of the categories %2</source>
        <translation>ラベル「%1」はカテゴリー %2 に含まれていません</translation>
    </message>
    <message>
        <source>annotator &apos;%1&apos; rates item &apos;%2&apos; a second time (first on line %3)</source>
        <translation>アノテーター「%1」が項目「%2」を再度評価しています（最初は %3 行目）</translation>
    </message>
</context>
<context>
    <name>goldset::batch</name>
    <message>
        <source>the project has no batch &apos;%1&apos;</source>
        <translation>プロジェクトにバッチ「%1」がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no assignment in batch &apos;%2&apos;</source>
        <translation>「%1」にはバッチ「%2」の割り当てがありません</translation>
    </message>
    <message>
        <source>%1 exists already; choose a new file for the package</source>
        <translation>%1 は既に存在します。パッケージ用に新しいファイルを選んでください</translation>
    </message>
    <message>
        <source>this is not a batch package</source>
        <translation>これはバッチパッケージではありません</translation>
    </message>
    <message>
        <source>this package belongs to another project</source>
        <translation>このパッケージは別のプロジェクトのものです</translation>
    </message>
    <message>
        <source>the project has no assignment of &apos;%1&apos; in batch &apos;%2&apos;</source>
        <translation>プロジェクトにはバッチ「%2」での「%1」の割り当てがありません</translation>
    </message>
    <message>
        <source>a batch needs a name</source>
        <translation>バッチには名前が必要です</translation>
    </message>
    <message>
        <source>the kind must be relevance or claims, not &apos;%1&apos;</source>
        <translation>種類は relevance または claims にしてください（「%1」は不可）</translation>
    </message>
    <message>
        <source>the strategy must be random, by-document or by-failing, not &apos;%1&apos;</source>
        <translation>戦略は random、by-document、by-failing のいずれかにしてください（「%1」は不可）</translation>
    </message>
    <message>
        <source>a batch needs at least one annotator</source>
        <translation>バッチには少なくとも 1 人のアノテーターが必要です</translation>
    </message>
    <message>
        <source>the overlap must be between 1 and the number of annotators (%1)</source>
        <translation>オーバーラップは 1 からアノテーター数（%1）の間にしてください</translation>
    </message>
    <message>
        <source>the size must not be negative</source>
        <translation>サイズに負の値は指定できません</translation>
    </message>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation>バッチ「%1」は既に存在します</translation>
    </message>
    <message>
        <source>the project has no run &apos;%1&apos;</source>
        <translation>プロジェクトにラン「%1」がありません</translation>
    </message>
    <message>
        <source>claims batches and the by-failing strategy need --run</source>
        <translation>主張バッチと by-failing 戦略には --run が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a model, not a person</source>
        <translation>「%1」は人ではなくモデルです</translation>
    </message>
    <message>
        <source>no items are left for a new %1 batch</source>
        <translation>新しい %1 バッチに割り当てる項目が残っていません</translation>
    </message>
</context>
<context>
    <name>goldset::batch::PackageWriter</name>
    <message>
        <source>the project has no question %1</source>
        <translation>プロジェクトに質問 %1 がありません</translation>
    </message>
    <message>
        <source>the project has no chunk %1</source>
        <translation>プロジェクトにチャンク %1 がありません</translation>
    </message>
    <message>
        <source>the project has no document %1</source>
        <translation>プロジェクトに文書 %1 がありません</translation>
    </message>
    <message>
        <source>chunk %1 is missing from its document</source>
        <translation>チャンク %1 が文書内にありません</translation>
    </message>
</context>
<context>
    <name>goldset::core</name>
    <message>
        <source>is a project Goldset has open (or one of its -wal, -shm files): it is never read or written as another file</source>
        <translation>Goldset が開いているプロジェクト（またはその -wal、-shm ファイル）です: 別のファイルとして読み書きされることはありません</translation>
    </message>
</context>
<context>
    <name>goldset::io</name>
    <message>
        <source>JSON lines with user_input: a RAGAS evaluation dataset</source>
        <translation>user_input を含む JSON Lines: RAGAS 評価データセット</translation>
    </message>
    <message>
        <source>JSON lines with qid and retrieved: a Goldset run</source>
        <translation>qid と retrieved を含む JSON Lines: Goldset ラン</translation>
    </message>
    <message>
        <source>JSON lines with qid and query: the simple question format</source>
        <translation>qid と query を含む JSON Lines: シンプルな質問形式</translation>
    </message>
    <message>
        <source>JSON lines with id and text: a corpus</source>
        <translation>id と text を含む JSON Lines: コーパス</translation>
    </message>
    <message>
        <source>queries, corpus and relevant_docs: a LlamaIndex QA dataset</source>
        <translation>queries、corpus、relevant_docs: LlamaIndex QA データセット</translation>
    </message>
    <message>
        <source>a list of goldens with input: a DeepEval dataset</source>
        <translation>input を含む goldens のリスト: DeepEval データセット</translation>
    </message>
    <message>
        <source>a list of objects with qid: the simple question format</source>
        <translation>qid を含むオブジェクトのリスト: シンプルな質問形式</translation>
    </message>
    <message>
        <source>an object with queries: a LlamaIndex QA dataset</source>
        <translation>queries を含むオブジェクト: LlamaIndex QA データセット</translation>
    </message>
    <message>
        <source>six columns with Q0: a TREC run</source>
        <translation>Q0 を含む 6 列: TREC ラン</translation>
    </message>
    <message>
        <source>four columns ending in a grade: TREC qrels</source>
        <translation>グレードで終わる 4 列: TREC qrels</translation>
    </message>
    <message>
        <source>CSV with RAGAS columns</source>
        <translation>RAGAS 列を含む CSV</translation>
    </message>
    <message>
        <source>CSV: choose what each column holds</source>
        <translation>CSV: 各列の内容を選択</translation>
    </message>
    <message>
        <source>a folder with corpus.jsonl and queries.jsonl: BEIR</source>
        <translation>corpus.jsonl と queries.jsonl を含むフォルダー: BEIR</translation>
    </message>
    <message>
        <source>a folder of documents: a corpus</source>
        <translation>文書のフォルダー: コーパス</translation>
    </message>
    <message>
        <source>documents: a corpus</source>
        <translation>文書: コーパス</translation>
    </message>
    <message>
        <source>text documents: a corpus</source>
        <translation>テキスト文書: コーパス</translation>
    </message>
    <message>
        <source>the files are of different formats; import them one format at a time</source>
        <translation>ファイルの形式が異なります。形式ごとにインポートしてください</translation>
    </message>
    <message>
        <source>cannot create a temporary folder for the preview</source>
        <translation>プレビュー用の一時フォルダーを作成できません</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 を読み込めません</translation>
    </message>
    <message>
        <source>%n question(s) already in the project will be updated (merged by id).</source>
        <translation>プロジェクト内の既存の質問 %n 件が更新されます（ID で統合）。</translation>
    </message>
    <message>
        <source>%n chunk(s) already in the project keep their id; changed text replaces the old text.</source>
        <translation>プロジェクト内の既存のチャンク %n 件は ID を維持し、変更されたテキストが古いテキストを置き換えます。</translation>
    </message>
    <message>
        <source>The preview shows the first %1 lines of each file; the import reads them all.</source>
        <translation>プレビューには各ファイルの先頭 %1 行を表示します。インポートではすべて読み込みます。</translation>
    </message>
    <message>
        <source>%1 chunk(s) of %2 document(s) already in the project get other text with this import (chunk size %3 characters, overlap %4).</source>
        <translation>プロジェクトに既にある %2 件の文書の %1 件のチャンクが、このインポートで別のテキストになります（チャンクサイズ %3 文字、重なり %4）。</translation>
    </message>
    <message>
        <source>%n label(s) refer to the old chunks: their ids will name text that was not judged. Keep the chunk size the labels were made with, or review those labels.</source>
        <translation>%n 件のラベルが古いチャンクを指しています。その ID は評価されていないテキストを指すことになります。ラベル付け時のチャンクサイズを保つか、それらのラベルを見直してください。</translation>
    </message>
    <message>
        <source>%n context(s) given as text match chunks already in the project: the labels and retrievals go to those chunks, no new chunk is added for them.</source>
        <translation>テキストで与えられた %n 件のコンテキストがプロジェクト内の既存チャンクと一致します。ラベルと検索結果はそれらのチャンクに付き、新しいチャンクは追加されません。</translation>
    </message>
    <message>
        <source>export cancelled: nothing written</source>
        <translation>エクスポートを取り消しました: 何も書き込まれていません</translation>
    </message>
    <message>
        <source>no qrels/%1.tsv; the splits are: %2</source>
        <translation>qrels/%1.tsv がありません。分割: %2</translation>
    </message>
    <message>
        <source>qrels/ holds several splits (%1): choose one with --split NAME</source>
        <translation>qrels/ に複数の分割があります（%1）: --split NAME で 1 つ選んでください</translation>
    </message>
    <message>
        <source>expected a BEIR folder with corpus.jsonl, queries.jsonl and qrels/</source>
        <translation>corpus.jsonl、queries.jsonl、qrels/ を含む BEIR フォルダーが必要です</translation>
    </message>
    <message>
        <source>the BEIR folder has no %1</source>
        <translation>BEIR フォルダーに %1 がありません</translation>
    </message>
    <message>
        <source>expected a JSON object {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</source>
        <translation>JSON オブジェクト {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;} が必要です</translation>
    </message>
    <message>
        <source>no records, expected JSON lines {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;}</source>
        <translation>レコードがありません。JSON 行 {&quot;id&quot;, &quot;text&quot;, &quot;title&quot;} が必要です</translation>
    </message>
    <message>
        <source>PDF text extraction is not available in this build</source>
        <translation>このビルドでは PDF のテキスト抽出を使えません</translation>
    </message>
    <message>
        <source>no .md .txt .html .pdf or .jsonl files in the folder</source>
        <translation>フォルダーに .md .txt .html .pdf .jsonl ファイルがありません</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>--map names column &apos;%1&apos;, which is not in the header (%2)</source>
        <translation>--map が指定した列「%1」はヘッダーにありません（%2）</translation>
    </message>
    <message>
        <source>--map: unknown field &apos;%1&apos;, expected one of: %2</source>
        <translation>--map: 不明なフィールド「%1」。次のいずれかが必要です: %2</translation>
    </message>
    <message>
        <source>expected both a chunk and a grade column, or neither</source>
        <translation>チャンク列とグレード列の両方、またはどちらもなしが必要です</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, got %2</source>
        <translation>ヘッダーと同じ %1 個のフィールドが必要ですが、%2 個でした</translation>
    </message>
    <message>
        <source>no rows after the header</source>
        <translation>ヘッダーの後に行がありません</translation>
    </message>
    <message>
        <source>unbalanced quote: the quoted field that starts here never ends, expected a closing &apos;&quot;&apos;</source>
        <translation>引用符が閉じていません: ここで始まる引用符付きフィールドが終わりません。閉じる &apos;&quot;&apos; が必要です</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field, expected the whole field in quotes</source>
        <translation>引用符なしのフィールド内に引用符があります。フィールド全体を引用符で囲む必要があります</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>書き込めません: %1</translation>
    </message>
    <message>
        <source>--run-name is required to export %1</source>
        <translation>%1 をエクスポートするには --run-name が必要です</translation>
    </message>
    <message>
        <source>no run named &apos;%1&apos; in the project</source>
        <translation>プロジェクトに「%1」という名前のランはありません</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;, expected one of: %2</source>
        <translation>不明な形式「%1」。次のいずれかが必要です: %2</translation>
    </message>
    <message>
        <source>no output path given</source>
        <translation>出力パスが指定されていません</translation>
    </message>
    <message>
        <source>no annotator named &apos;%1&apos; in the project</source>
        <translation>プロジェクトに「%1」という名前のアノテーターはいません</translation>
    </message>
    <message>
        <source>expected an object {&quot;text&quot;, &quot;verdict&quot;, ...}</source>
        <translation>オブジェクト {&quot;text&quot;, &quot;verdict&quot;, ...} が必要です</translation>
    </message>
    <message>
        <source>field &quot;orphaned&quot;: expected true or false</source>
        <translation>フィールド &quot;orphaned&quot;: true または false が必要です</translation>
    </message>
    <message>
        <source>field &quot;reviews&quot;: expected a list of objects</source>
        <translation>フィールド &quot;reviews&quot;: オブジェクトのリストが必要です</translation>
    </message>
    <message>
        <source>field &quot;blind&quot;: expected true or false</source>
        <translation>フィールド &quot;blind&quot;: true または false が必要です</translation>
    </message>
    <message>
        <source>field &quot;retrieved&quot;: duplicate id &apos;%1&apos;</source>
        <translation>フィールド &quot;retrieved&quot;: ID「%1」が重複しています</translation>
    </message>
    <message>
        <source>field &quot;scores&quot;: expected an object {metric: number}</source>
        <translation>フィールド &quot;scores&quot;: オブジェクト {metric: number} が必要です</translation>
    </message>
    <message>
        <source>scores[&quot;%1&quot;]: expected a number or null</source>
        <translation>scores[&quot;%1&quot;]: 数値または null が必要です</translation>
    </message>
    <message>
        <source>no input file given</source>
        <translation>入力ファイルが指定されていません</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>そのようなファイルやフォルダーはありません</translation>
    </message>
    <message>
        <source>--chunk-size must be positive and --overlap not negative</source>
        <translation>--chunk-size は正の数、--overlap は負でない数である必要があります</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>トランザクションを開始できません: %1</translation>
    </message>
    <message>
        <source>cannot commit the import: %1</source>
        <translation>インポートを確定できません: %1</translation>
    </message>
    <message>
        <source>import cancelled</source>
        <translation>インポートを取り消しました</translation>
    </message>
    <message>
        <source>--run-name is required for %1</source>
        <translation>%1 には --run-name が必要です</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: expected %2, got %3</source>
        <translation>フィールド &quot;%1&quot;: %2 が必要ですが、%3 でした</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is empty, expected an id</source>
        <translation>フィールド &quot;%1&quot; が空です。ID が必要です</translation>
    </message>
    <message>
        <source>the file is empty, expected %1</source>
        <translation>ファイルが空です。%1 が必要です</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 が必要ですが、%2 でした</translation>
    </message>
    <message>
        <source>no records, expected %1</source>
        <translation>レコードがありません。%1 が必要です</translation>
    </message>
    <message>
        <source>is a folder, expected a file</source>
        <translation>フォルダーです。ファイルが必要です</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み取れません: %1</translation>
    </message>
    <message>
        <source>invalid UTF-8 (byte 0x%1), expected UTF-8 or UTF-16 text with a BOM</source>
        <translation>無効な UTF-8（バイト 0x%1）。UTF-8 または BOM 付き UTF-16 のテキストが必要です</translation>
    </message>
    <message>
        <source>invalid UTF-16 text</source>
        <translation>無効な UTF-16 テキスト</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; to be an object, got %2</source>
        <translation>&quot;%1&quot; はオブジェクトである必要がありますが、%2 でした</translation>
    </message>
    <message>
        <source>relevant_docs[&quot;%1&quot;]: expected a list of node ids</source>
        <translation>relevant_docs[&quot;%1&quot;]: ノード ID のリストが必要です</translation>
    </message>
    <message>
        <source>corpus[&quot;%1&quot;]: expected the node&apos;s text as a string</source>
        <translation>corpus[&quot;%1&quot;]: ノードのテキストを文字列で指定する必要があります</translation>
    </message>
    <message>
        <source>queries[&quot;%1&quot;]: expected the query text as a string</source>
        <translation>queries[&quot;%1&quot;]: クエリのテキストを文字列で指定する必要があります</translation>
    </message>
    <message>
        <source>expected field &quot;user_input&quot; (or legacy &quot;question&quot;)</source>
        <translation>フィールド &quot;user_input&quot;（または旧形式の &quot;question&quot;）が必要です</translation>
    </message>
    <message>
        <source>expected a column &quot;user_input&quot; (or legacy &quot;question&quot;)</source>
        <translation>列 &quot;user_input&quot;（または旧形式の &quot;question&quot;）が必要です</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;: %2</source>
        <translation>列 &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docid grade&apos;, got %1</source>
        <translation>4 つのフィールド &apos;qid iter docid grade&apos; が必要ですが、%1 個でした</translation>
    </message>
    <message>
        <source>no judgments, expected lines &apos;qid iter docid grade&apos;</source>
        <translation>判定がありません。&apos;qid iter docid grade&apos; の行が必要です</translation>
    </message>
    <message>
        <source>duplicate document &apos;%1&apos; for query &apos;%2&apos; (first on line %3)</source>
        <translation>クエリ「%2」の文書「%1」が重複しています（最初は %3 行目）</translation>
    </message>
    <message>
        <source>no results, expected lines &apos;qid Q0 docid rank score tag&apos;</source>
        <translation>結果がありません。&apos;qid Q0 docid rank score tag&apos; の行が必要です</translation>
    </message>
    <message>
        <source>the %1 id &apos;%2&apos; is empty or contains white space, which a TREC file cannot hold: rename it, or export another format</source>
        <translation>%1 の ID「%2」が空か空白を含んでいます。TREC ファイルには書けません: 名前を変えるか、別の形式でエクスポートしてください</translation>
    </message>
    <message>
        <source>question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>チャンク</translation>
    </message>
    <message>
        <source>the file was not completed</source>
        <translation>ファイルが最後まで書き込まれませんでした</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>ファイルが開かれていません</translation>
    </message>
    <message>
        <source>cancelled: nothing written</source>
        <translation>キャンセルしました: 何も書き込まれていません</translation>
    </message>
    <message>
        <source>a number too large to be read</source>
        <translation>読み取れないほど大きな数値</translation>
    </message>
    <message>
        <source>a value of another type than expected</source>
        <translation>想定と異なる型の値</translation>
    </message>
    <message>
        <source>a string that is not valid UTF-8</source>
        <translation>有効な UTF-8 ではない文字列</translation>
    </message>
    <message>
        <source>a required field is missing</source>
        <translation>必須フィールドがありません</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: an id may not contain a NUL character</source>
        <translation>フィールド &quot;%1&quot;: ID に NUL 文字を含めることはできません</translation>
    </message>
    <message>
        <source>a NUL byte, expected text (is this a binary file?)</source>
        <translation>NUL バイトがあります。テキストが必要です（バイナリファイルですか?）</translation>
    </message>
    <message>
        <source>%1 lies beside it: a project there is open elsewhere or was not closed, and a new file of that name would be read with its log. Choose another name, or open and close that project first.</source>
        <translation>%1 が隣にあります: そこのプロジェクトは別の場所で開かれているか、閉じられていません。同じ名前の新しいファイルはそのログと一緒に読み込まれます。別の名前を選ぶか、先にそのプロジェクトを開いて閉じてください。</translation>
    </message>
    <message>
        <source>expected a column &quot;input&quot; (DeepEval&apos;s CSV: input, actual_output, expected_output, retrieval_context, context)</source>
        <translation>列 &quot;input&quot; が必要です（DeepEval の CSV：input、actual_output、expected_output、retrieval_context、context）</translation>
    </message>
    <message>
        <source>JSON lines with input and expected_output: DeepEval goldens</source>
        <translation>input と expected_output を含む JSON 行：DeepEval のゴールデン</translation>
    </message>
    <message>
        <source>examples with query and reference_answer: a LlamaIndex RAG dataset</source>
        <translation>query と reference_answer を含む examples：LlamaIndex の RAG データセット</translation>
    </message>
    <message>
        <source>a list of samples with user_input: a RAGAS dataset</source>
        <translation>user_input を含むサンプルのリスト：RAGAS データセット</translation>
    </message>
    <message>
        <source>CSV with input and expected_output: a DeepEval dataset</source>
        <translation>input と expected_output を含む CSV：DeepEval データセット</translation>
    </message>
    <message>
        <source>--grade-map expects FROM=TO pairs with TO in 0..3 (&quot;-1=0,4=3&quot;), got &apos;%1&apos;</source>
        <translation>--grade-map には TO が 0..3 の FROM=TO の組が必要です（&quot;-1=0,4=3&quot;）。指定値：&apos;%1&apos;</translation>
    </message>
    <message>
        <source>mapped %1 grades onto 0..3 (%2); the original grades are kept, --grade-map FROM=TO,... changes the rule</source>
        <translation>%1 件のグレードを 0..3 に対応付けました（%2）。元のグレードは保持されます。--grade-map FROM=TO,... で規則を変更できます</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: expected an object {&quot;model_name&quot;, &quot;type&quot;}, got %2</source>
        <translation>フィールド &quot;%1&quot;：オブジェクト {&quot;model_name&quot;, &quot;type&quot;} が必要ですが、%2 でした</translation>
    </message>
    <message>
        <source>expected an integer grade, got &apos;%1&apos;</source>
        <translation>整数のグレードが必要ですが、&apos;%1&apos; でした</translation>
    </message>
    <message>
        <source>JSON lines with topic_id and references: a TREC RAG answer run</source>
        <translation>topic_id と references を含む JSON Lines：TREC RAG の回答ラン</translation>
    </message>
    <message>
        <source>field &quot;statements&quot;: expected a list of {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>フィールド &quot;statements&quot;：{&quot;text&quot;, &quot;citations&quot;} のリストが必要です</translation>
    </message>
    <message>
        <source>expected an object {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>オブジェクト {&quot;text&quot;, &quot;citations&quot;} が必要です</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected a list of chunk ids or 1-based ranks</source>
        <translation>フィールド &quot;citations&quot;：チャンク ID または 1 から始まる順位のリストが必要です</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected chunk ids or 1-based ranks, got %1</source>
        <translation>フィールド &quot;citations&quot;：チャンク ID または 1 から始まる順位が必要ですが、%1 でした</translation>
    </message>
    <message>
        <source>field &quot;references&quot;: duplicate id &apos;%1&apos;</source>
        <translation>フィールド &quot;references&quot;：ID「%1」が重複しています</translation>
    </message>
    <message>
        <source>field &quot;answer&quot;: expected a list of {&quot;text&quot;, &quot;citations&quot;}</source>
        <translation>フィールド &quot;answer&quot;：{&quot;text&quot;, &quot;citations&quot;} のリストが必要です</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected a list of indices</source>
        <translation>フィールド &quot;citations&quot;：インデックスのリストが必要です</translation>
    </message>
    <message>
        <source>field &quot;citations&quot;: expected indices 0 to %1 into &quot;references&quot;, got %2</source>
        <translation>フィールド &quot;citations&quot;：&quot;references&quot; への 0 から %1 のインデックスが必要ですが、%2 でした</translation>
    </message>
</context>
<context>
    <name>goldset::metrics</name>
    <message>
        <source>project setting &apos;%1&apos;: %2</source>
        <translation>プロジェクト設定「%1」: %2</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: cutoffs must be positive integers, got &apos;%2&apos;</source>
        <translation>尺度「%1」: カットオフは正の整数にしてください（「%2」が指定されました）</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: duplicate cutoffs in &apos;%2&apos;</source>
        <translation>尺度「%1」: 「%2」でカットオフが重複しています</translation>
    </message>
    <message>
        <source>malformed pair parameters in &apos;%1&apos;</source>
        <translation>「%1」の組パラメーターの形式が正しくありません</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MappedText</name>
    <message>
        <source>cannot read: %1</source>
        <translation>読み込めません: %1</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::MetricCatalog</name>
    <message>
        <source>metric &apos;%1&apos;: cutoffs must be positive</source>
        <translation>指標「%1」: カットオフは正の値にしてください</translation>
    </message>
    <message>
        <source>unknown metric &apos;%1&apos;</source>
        <translation>不明な指標「%1」</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::QualityBands</name>
    <message>
        <source>bands of %1: expected three falling numbers &quot;poc,production,excellent&quot; (lower is better), got &quot;%2&quot;</source>
        <translation>%1 のバンド: 降順の数値 3 つ「poc,production,excellent」が必要です（小さいほど良い）。指定値:「%2」</translation>
    </message>
    <message>
        <source>bands of %1: expected three rising numbers &quot;poc,production,excellent&quot;, got &quot;%2&quot;</source>
        <translation>%1 のバンド: 昇順の数値 3 つ「poc,production,excellent」が必要です。指定値:「%2」</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunEvaluation</name>
    <message>
        <source>expected 6 fields (qid Q0 docno rank score run), found %1</source>
        <translation>6 個のフィールド (qid Q0 docno rank score run) が必要です。実際: %1</translation>
    </message>
    <message>
        <source>the run has no results</source>
        <translation>ランに結果がありません</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is retrieved twice for query &apos;%2&apos;</source>
        <translation>文書「%1」がクエリ「%2」で 2 回検索されています</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::RunMetrics</name>
    <message>
        <source>unknown run &apos;%1&apos;</source>
        <translation>不明なラン「%1」</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::Threshold</name>
    <message>
        <source>a threshold needs a metric name</source>
        <translation>しきい値には指標名が必要です</translation>
    </message>
    <message>
        <source>threshold of &apos;%1&apos;: &apos;%2&apos; is not &apos;&gt;=NUMBER&apos;, &apos;&lt;=NUMBER&apos; or &apos;NUMBER&apos;</source>
        <translation>「%1」のしきい値: 「%2」は「&gt;=数値」「&lt;=数値」「数値」のいずれでもありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not METRIC=VALUE</source>
        <translation>「%1」は 指標=値 の形式ではありません</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecMeasureSet</name>
    <message>
        <source>improper measure in parameter &apos;%1&apos;</source>
        <translation>パラメーター「%1」の尺度が不正です</translation>
    </message>
    <message>
        <source>illegal measure &apos;%1&apos; (known: %2)</source>
        <translation>不正な尺度「%1」（既知: %2）</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: utility needs 4 coefficients</source>
        <translation>指標「%1」: utility には 4 つの係数が必要です</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos;: no cutoff values</source>
        <translation>指標「%1」: カットオフ値がありません</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecQrels</name>
    <message>
        <source>the qrels file is empty</source>
        <translation>qrels ファイルが空です</translation>
    </message>
    <message>
        <source>expected 4 fields (qid iter docno grade), found %1</source>
        <translation>4 個のフィールド (qid iter docno grade) が必要です。実際: %1</translation>
    </message>
    <message>
        <source>more</source>
        <translation>それ以上</translation>
    </message>
    <message>
        <source>the qrels file has no judgments</source>
        <translation>qrels ファイルに判定がありません</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is judged twice for query &apos;%2&apos; (first on line %3)</source>
        <translation>文書「%1」はクエリ「%2」で 2 回判定されています（最初は %3 行目）</translation>
    </message>
    <message>
        <source>the grade &apos;%1&apos; is larger than %2, the largest grade eval takes</source>
        <translation>グレード「%1」は eval が受け付ける最大のグレード %2 を超えています</translation>
    </message>
</context>
<context>
    <name>goldset::metrics::TrecTextEvaluator</name>
    <message>
        <source>the run file is empty</source>
        <translation>ランファイルが空です</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; of the qrels has no results in the run: skipped (use -c to count it with 0)</source>
        <translation>qrels のクエリ「%1」はランに結果がないためスキップしました（-c で 0 として計上）</translation>
    </message>
    <message>
        <source>no queries with both results and relevance information</source>
        <translation>結果と関連度情報の両方を持つクエリがありません</translation>
    </message>
    <message>
        <source>%1:%2: the grade &apos;%3&apos; is not an integer; read as trec_eval reads it (atol: the leading integer, else 0), %4 such grade(s) in all</source>
        <translation>%1:%2: グレード「%3」は整数ではありません。trec_eval と同じく読み取りました（atol: 先頭の整数、なければ 0）。このようなグレードは全部で %4 件</translation>
    </message>
    <message>
        <source>%1:%2: the score &apos;%3&apos; is not a number; read as trec_eval reads it (atof: the leading number, else 0), %4 such score(s) in all</source>
        <translation>%1:%2: スコア「%3」は数値ではありません。trec_eval と同じく読み取りました（atof: 先頭の数値、なければ 0）。このようなスコアは全部で %4 件</translation>
    </message>
</context>
<context>
    <name>goldset::monitor</name>
    <message>
        <source>&apos;%1&apos; is not a rule: write METRIC OP VALUE, e.g. &quot;p95_latency_ms &gt; 5000&quot; or &quot;idk_rate &gt; mean30 + 50%&quot;</source>
        <translation>「%1」はルールではありません: 指標 演算子 値 の形で書いてください（例: &quot;p95_latency_ms &gt; 5000&quot;、&quot;idk_rate &gt; mean30 + 50%&quot;）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown metric &apos;%2&apos; (one of %3)</source>
        <translation>「%1」: 不明な指標「%2」（%3 のいずれか）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the mean is over 1 to 366 days</source>
        <translation>「%1」: 平均は 1～366 日で指定します</translation>
    </message>
    <message>
        <source>the &quot;I don&apos;t know&quot; pattern &apos;%1&apos; is not a valid regular expression: %2</source>
        <translation>「わからない」パターン「%1」は有効な正規表現ではありません: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2</source>
        <translation>「%1」は %2 でなければなりません</translation>
    </message>
    <message>
        <source>the field &apos;%1&apos; is missing</source>
        <translation>フィールド「%1」がありません</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>each source must be an id or an object with an &quot;id&quot;</source>
        <translation>各ソースは ID か &quot;id&quot; を持つオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>a source&apos;s &quot;score&quot; must be a number</source>
        <translation>ソースの &quot;score&quot; は数値でなければなりません</translation>
    </message>
    <message>
        <source>a source&apos;s &quot;text&quot; must be a string</source>
        <translation>ソースの &quot;text&quot; は文字列でなければなりません</translation>
    </message>
    <message>
        <source>expected one JSON object (an interaction) per line</source>
        <translation>1 行に 1 つの JSON オブジェクト（インタラクション）が必要です</translation>
    </message>
    <message>
        <source>a string or a number</source>
        <translation>文字列または数値</translation>
    </message>
    <message>
        <source>an ISO 8601 time (2026-03-01T09:15:00Z)</source>
        <translation>ISO 8601 の時刻（2026-03-01T09:15:00Z）</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a number of 0 or more</source>
        <translation>0 以上の数値</translation>
    </message>
    <message>
        <source>the feedback&apos;s &quot;comment&quot; must be a string</source>
        <translation>フィードバックの &quot;comment&quot; は文字列でなければなりません</translation>
    </message>
    <message>
        <source>a number, true/false or an object {&quot;score&quot;, &quot;comment&quot;}</source>
        <translation>数値、true/false、またはオブジェクト {&quot;score&quot;, &quot;comment&quot;}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true または false</translation>
    </message>
    <message>
        <source>no interaction %1</source>
        <translation>インタラクション %1 はありません</translation>
    </message>
    <message>
        <source>a run named &apos;%1&apos; exists already</source>
        <translation>「%1」という実行はすでにあります</translation>
    </message>
    <message>
        <source>cancelled: nothing was imported</source>
        <translation>キャンセルしました: 何もインポートされていません</translation>
    </message>
    <message>
        <source>cannot tell the format of this log: give --format interactions|openinference|langfuse</source>
        <translation>このログの形式がわかりません: --format interactions|openinference|langfuse を指定してください</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>Monitoring report</source>
        <translation>モニタリングレポート</translation>
    </message>
    <message>
        <source>No interactions imported yet.</source>
        <translation>まだインタラクションがインポートされていません。</translation>
    </message>
    <message>
        <source>%1 to %2 (UTC), compared with %3 to %4.</source>
        <translation>%1～%2（UTC）、比較対象 %3～%4。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>This period</source>
        <translation>今期</translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation>前期</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日</translation>
    </message>
    <message>
        <source>Days and trends</source>
        <translation>日ごとの値と傾向</translation>
    </message>
    <message>
        <source>7d and 30d: moving averages of the daily values over the 7 and 30 days ending on that day.</source>
        <translation>7d と 30d: その日までの 7 日間と 30 日間の日次値の移動平均。</translation>
    </message>
    <message>
        <source>Fired alerts</source>
        <translation>発生したアラート</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>expected one JSON object (a span) per line</source>
        <translation>1 行に 1 つの JSON オブジェクト（スパン）が必要です</translation>
    </message>
    <message>
        <source>the span has no trace id (context.trace_id)</source>
        <translation>スパンにトレース ID（context.trace_id）がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time</source>
        <translation>「%1」は時刻ではありません</translation>
    </message>
    <message>
        <source>expected one JSON object per line</source>
        <translation>1 行に 1 つの JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>not a Langfuse observation (&quot;type&quot;), score (&quot;name&quot;, &quot;value&quot;) or trace</source>
        <translation>Langfuse のオブザベーション（&quot;type&quot;）、スコア（&quot;name&quot;、&quot;value&quot;）、トレースのいずれでもありません</translation>
    </message>
    <message>
        <source>the line has no trace id (trace_id)</source>
        <translation>この行にトレース ID（trace_id）がありません</translation>
    </message>
    <message>
        <source>a score&apos;s &quot;value&quot; must be a number</source>
        <translation>スコアの &quot;value&quot; は数値でなければなりません</translation>
    </message>
    <message>
        <source>the observation has no start_time</source>
        <translation>オブザベーションに start_time がありません</translation>
    </message>
    <message>
        <source>cancelled: nothing was changed</source>
        <translation>キャンセルしました：何も変更されていません</translation>
    </message>
    <message>
        <source>this is one JSON array, not JSON Lines: monitor import reads one object (an interaction or a span) per line; write one per line first (e.g. jq -c &apos;.[]&apos;)</source>
        <translation>これは JSON Lines ではなく 1 つの JSON 配列です。monitor import は 1 行に 1 つのオブジェクト（インタラクションまたはスパン）を読みます。先に 1 行に 1 つずつ書き出してください（例: jq -c &apos;.[]&apos;）</translation>
    </message>
    <message>
        <source>the interactions already written in steps before could not be taken out again</source>
        <translation>前のステップで書き込まれたインタラクションを取り除けませんでした</translation>
    </message>
    <message>
        <source>importing the same files again completes the import</source>
        <translation>同じファイルをもう一度インポートすると、インポートが完了します</translation>
    </message>
    <message>
        <source>another import applied other &quot;I don&apos;t know&quot; patterns while this one ran: import again</source>
        <translation>この実行中に別のインポートが異なる「わかりません」パターンを適用しました：もう一度インポートしてください</translation>
    </message>
</context>
<context>
    <name>goldset::report::ReportWriter</name>
    <message>
        <source>the report format must be md, html or pdf, not &apos;%1&apos;</source>
        <translation>レポート形式は md、html、pdf のいずれかである必要があります（「%1」は不可）</translation>
    </message>
    <message>
        <source>PDF reports are not available in this program</source>
        <translation>このプログラムでは PDF レポートを利用できません</translation>
    </message>
</context>
<context>
    <name>goldset::storage</name>
    <message>
        <source>%1 cannot be read here: its log (%2-wal) holds changes not yet in the file, and SQLite cannot make the shared-memory file it needs to read them where it cannot write. Copy the project together with its -wal file to a folder you can write, or open it once where it can be written.</source>
        <translation>ここでは %1 を読み取れません: ログ（%2-wal）にまだファイルに反映されていない変更があり、書き込めない場所では SQLite がそれを読むための共有メモリファイルを作成できません。プロジェクトを -wal ファイルと一緒に書き込めるフォルダーにコピーするか、書き込める場所で一度開いてください。</translation>
    </message>
</context>
<context>
    <name>goldset::storage::AdjudicationStore</name>
    <message>
        <source>the adjudication was changed by someone else since you opened it; it now shows their decision</source>
        <translation>開いた後にこの裁定は他の人によって変更されました。現在はその人の決定が表示されています</translation>
    </message>
</context>
<context>
    <name>goldset::storage::AnnotatorStore</name>
    <message>
        <source>the annotator has work in the project and stays</source>
        <translation>このアノテーターはプロジェクト内に作業があるため残ります</translation>
    </message>
</context>
<context>
    <name>goldset::storage::BatchStore</name>
    <message>
        <source>a batch named &apos;%1&apos; exists already</source>
        <translation>バッチ「%1」は既に存在します</translation>
    </message>
    <message>
        <source>the project has no question &apos;%1&apos; or chunk &apos;%2&apos;</source>
        <translation>プロジェクトに質問「%1」またはチャンク「%2」がありません</translation>
    </message>
    <message>
        <source>the project has no claim &quot;%1&quot; of question &apos;%2&apos; in run &apos;%3&apos;</source>
        <translation>プロジェクトのラン「%3」の質問「%2」に主張「%1」はありません</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Database</name>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 はファイルではありません</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 を読み込めません</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 は存在しません</translation>
    </message>
    <message>
        <source>%1 is not a Goldset project</source>
        <translation>%1 は Goldset プロジェクトではありません</translation>
    </message>
    <message>
        <source>%1 was written by a newer Goldset (schema version %2; this Goldset reads up to version %3). Update Goldset to open it; the file was left unchanged.</source>
        <translation>%1 は新しい Goldset で書き込まれています（スキーマバージョン %2。この Goldset はバージョン %3 まで読み込めます）。開くには Goldset を更新してください。ファイルは変更されていません。</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>cannot configure %1: %2</source>
        <translation>%1 を構成できません: %2</translation>
    </message>
    <message>
        <source>cannot start a transaction in %1: %2</source>
        <translation>%1 でトランザクションを開始できません: %2</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>スキーマバージョン %1 への移行に失敗しました: %2</translation>
    </message>
    <message>
        <source>cannot commit schema version %1: %2</source>
        <translation>スキーマバージョン %1 をコミットできません: %2</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a Goldset project; it was left as it is</source>
        <translation>%1 は空のファイルで、Goldset プロジェクトではありません。そのまま残しました</translation>
    </message>
    <message>
        <source>%1 is open read-only (the file, its folder or its disk cannot be written): nothing can be changed in it</source>
        <translation>%1 は読み取り専用で開かれています（ファイル、そのフォルダー、またはそのディスクに書き込めません）: 何も変更できません</translation>
    </message>
    <message>
        <source>%1 was written by an older Goldset and must be upgraded before it can be read, which a read-only file cannot take; open it once where it can be written</source>
        <translation>%1 は古い Goldset で書かれており、読み取る前にアップグレードが必要ですが、読み取り専用のファイルではできません。書き込める場所で一度開いてください</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Project</name>
    <message>
        <source>%1 already exists</source>
        <translation>%1 は既に存在します</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ProjectCopy</name>
    <message>
        <source>%1 already exists; a copy never replaces a project</source>
        <translation>%1 はすでにあります。コピーがプロジェクトを置き換えることはありません</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>cannot read the table %1 of %2</source>
        <translation>%2 のテーブル %1 を読めません</translation>
    </message>
    <message>
        <source>the target is not a PostgreSQL connection</source>
        <translation>コピー先が PostgreSQL の接続ではありません</translation>
    </message>
    <message>
        <source>copying %1: %2</source>
        <translation>%1 のコピー中: %2</translation>
    </message>
    <message>
        <source>rows of %1 refer to rows it does not have, so nothing was copied: %2</source>
        <translation>%1 の行が存在しない行を参照しているため、何もコピーされませんでした: %2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::QuestionStore</name>
    <message>
        <source>the question was changed by someone else since you opened it; it now shows their version</source>
        <translation>開いた後にこの質問は他の人によって変更されました。現在はその人の版が表示されています</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerDatabase</name>
    <message>
        <source>cannot start a transaction on %1: %2</source>
        <translation>%1 でトランザクションを開始できません: %2</translation>
    </message>
    <message>
        <source>cannot create the project on %1: %2</source>
        <translation>%1 にプロジェクトを作成できません: %2</translation>
    </message>
    <message>
        <source>%1 is not a Goldset project</source>
        <translation>%1 は Goldset のプロジェクトではありません</translation>
    </message>
    <message>
        <source>%1 was written by a newer Goldset (schema version %2; this Goldset reads up to version %3). Update Goldset to open it; the project was left unchanged.</source>
        <translation>%1 は新しい Goldset で書かれています(スキーマバージョン %2。この Goldset はバージョン %3 まで読めます)。開くには Goldset を更新してください。プロジェクトは変更されていません。</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>スキーマバージョン %1 への移行に失敗しました: %2</translation>
    </message>
    <message>
        <source>cannot commit schema version %1</source>
        <translation>スキーマバージョン %1 を確定できません</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>%1 に接続できません: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <source>%1 does not exist: the database has no project %2</source>
        <translation>%1 はありません: データベースにプロジェクト %2 はありません</translation>
    </message>
    <message>
        <source>cannot set the project&apos;s row-level security on %1: %2</source>
        <translation>%1 でプロジェクトの行レベルセキュリティを設定できません: %2</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerRoles</name>
    <message>
        <source>cannot read the project&apos;s schema: %1</source>
        <translation>プロジェクトのスキーマを読み取れません: %1</translation>
    </message>
    <message>
        <source>cannot read the signed-in role</source>
        <translation>サインイン中のロールを読み取れません</translation>
    </message>
    <message>
        <source>cannot let annotators into the project</source>
        <translation>アノテーターにプロジェクトへのアクセスを許可できません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a role name: use 1 to 63 bytes without leading or trailing spaces</source>
        <translation>「%1」はロール名にできません: 先頭と末尾に空白のない 1〜63 バイトにしてください</translation>
    </message>
    <message>
        <source>give %1 a password</source>
        <translation>%1 にパスワードを設定してください</translation>
    </message>
    <message>
        <source>%1 may not create roles on this server: ask its administrator to give %1 CREATEROLE (scripts/team-server.sh gives it to the lead)</source>
        <translation>%1 はこのサーバーでロールを作成できません: 管理者に %1 への CREATEROLE 付与を依頼してください（scripts/team-server.sh はリードに付与します）</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s roles</source>
        <translation>サーバーのロールを読み取れません</translation>
    </message>
    <message>
        <source>the server has a role %1 already: choose another name</source>
        <translation>サーバーにはすでにロール %1 があります: 別の名前を選んでください</translation>
    </message>
    <message>
        <source>cannot create the role %1</source>
        <translation>ロール %1 を作成できません</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>トランザクションを開始できません: %1</translation>
    </message>
    <message>
        <source>cannot create the group role goldset_annotator</source>
        <translation>グループロール goldset_annotator を作成できません</translation>
    </message>
    <message>
        <source>cannot create the role %1: %2</source>
        <translation>ロール %1 を作成できません: %2</translation>
    </message>
    <message>
        <source>cannot read the project&apos;s claims</source>
        <translation>プロジェクトの主張を読み込めません</translation>
    </message>
    <message>
        <source>cannot set the project&apos;s row-level security</source>
        <translation>プロジェクトの行レベルセキュリティを設定できません</translation>
    </message>
</context>
<context>
    <name>goldset::storage::ServerUrl</name>
    <message>
        <source>%1 is not a postgresql:// URL</source>
        <translation>%1 は postgresql:// の URL ではありません</translation>
    </message>
    <message>
        <source>the server URL cannot be read (postgresql://user@host/database?project=NAME)</source>
        <translation>サーバーの URL を読めません(postgresql://user@host/database?project=NAME)</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host/database?project=NAME)</source>
        <translation>%1 にデータベースがありません(postgresql://user@host/database?project=NAME)</translation>
    </message>
    <message>
        <source>%1 names no project: add ?project=NAME</source>
        <translation>%1 にプロジェクトがありません: ?project=NAME を付けてください</translation>
    </message>
    <message>
        <source>%1: a project name on a server is lower-case letters, digits and &apos;_&apos;, starts with a letter and does not start with pg_</source>
        <translation>%1: サーバー上のプロジェクト名は小文字・数字・&apos;_&apos; で、文字で始まり、pg_ で始まらないものです</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1(%3 の %2)</translation>
    </message>
</context>
<context>
    <name>goldset::storage::Transaction</name>
    <message>
        <source>the project is open read-only: nothing can be changed in it</source>
        <translation>プロジェクトは読み取り専用で開かれています: 何も変更できません</translation>
    </message>
    <message>
        <source>another Goldset process is writing to this project</source>
        <translation>別の Goldset プロセスがこのプロジェクトに書き込み中です</translation>
    </message>
    <message>
        <source>cancelled while waiting for another Goldset process writing to this project</source>
        <translation>このプロジェクトに書き込み中の別の Goldset プロセスを待っている間にキャンセルされました</translation>
    </message>
    <message>
        <source>an import or a job of this window is writing to the project; try again when it has finished</source>
        <translation>このウィンドウのインポートまたはジョブがプロジェクトに書き込み中です。終わってからもう一度お試しください</translation>
    </message>
</context>
<context>
    <name>goldset::storage::WriteLockWait</name>
    <message>
        <source>Waiting for another Goldset process writing to %1...</source>
        <translation>%1 に書き込んでいる別の Goldset プロセスを待っています...</translation>
    </message>
</context>
<context>
    <name>goldset::ui</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>This run has no answer for the question.</source>
        <translation>このランにはこの質問への回答がありません。</translation>
    </message>
    <message>
        <source>Claims not found verbatim in the answer:</source>
        <translation>回答中に原文どおり見つからない主張:</translation>
    </message>
    <message>
        <source>No retrieved contexts for this question in this run.</source>
        <translation>このランにはこの質問の検索コンテキストがありません。</translation>
    </message>
    <message>
        <source>judge&apos;s evidence</source>
        <translation>ジャッジの根拠</translation>
    </message>
    <message>
        <source>likely evidence</source>
        <translation>根拠の候補</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>No reviewed claims to compare yet.</source>
        <translation>比較できるレビュー済みの主張はまだありません。</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa</source>
        <translation>Cohen&apos;s kappa</translation>
    </message>
    <message>
        <source>disagreements</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>precision at finding unsupported or contradicted claims</source>
        <translation>裏付けなし・矛盾の主張を見つける適合率</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>再現率</translation>
    </message>
    <message>
        <source>human:</source>
        <translation>人間:</translation>
    </message>
    <message>
        <source>second:</source>
        <translation>2 人目:</translation>
    </message>
    <message>
        <source>judge:</source>
        <translation>ジャッジ:</translation>
    </message>
    <message>
        <source>first:</source>
        <translation>1 人目:</translation>
    </message>
    <message>
        <source>Person vs person (claims reviewed twice): the ceiling for a judge</source>
        <translation>人間同士の比較（2 回レビューされた主張）: ジャッジの上限</translation>
    </message>
    <message>
        <source>Faithfulness from the reviewed sample</source>
        <translation>レビュー済みサンプルに基づく忠実性</translation>
    </message>
    <message>
        <source>judge alone</source>
        <translation>ジャッジのみ</translation>
    </message>
    <message>
        <source>corrected by the reviews (prediction-powered)</source>
        <translation>レビューで補正（予測駆動型推論）</translation>
    </message>
    <message>
        <source>About %1 more reviews would halve the interval.</source>
        <translation>あと約 %1 件レビューすると区間が半分になります。</translation>
    </message>
    <message>
        <source>More reviews alone cannot halve the interval: the judge&apos;s own spread over the claims dominates.</source>
        <translation>レビューを増やすだけでは区間を半分にできません。主張ごとのジャッジ自体のばらつきが支配的です。</translation>
    </message>
    <message>
        <source>Judges against the human verdicts</source>
        <translation>人間の判定と各ジャッジの比較</translation>
    </message>
    <message>
        <source>judge model</source>
        <translation>ジャッジモデル</translation>
    </message>
    <message>
        <source>kappa</source>
        <translation>Kappa</translation>
    </message>
    <message>
        <source>recall of not supported</source>
        <translation>「非裏付け」の再現率</translation>
    </message>
    <message>
        <source>No package of this batch has been merged back yet.</source>
        <translation>このバッチのパッケージはまだ 1 つも取り込まれていません。</translation>
    </message>
    <message>
        <source>%1 new, %2 changed, %3 conflicting (the project&apos;s newer value kept), %4 unchanged</source>
        <translation>新規 %1 件、変更 %2 件、競合 %3 件（プロジェクトの新しい値を保持）、変更なし %4 件</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>kept newer</source>
        <translation>新しい方を保持</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>インポートされた判定</translation>
    </message>
    <message>
        <source>Judge (%1) vs people</source>
        <translation>ジャッジ（%1）と人間の比較</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>(imported, no judge named)</source>
        <translation>（インポート、ジャッジ名なし）</translation>
    </message>
    <message>
        <source> (primary)</source>
        <translation>（プライマリ）</translation>
    </message>
    <message>
        <source>%1 of %2 claims reviewed, in %3 answers</source>
        <translation>%2 件の主張のうち %1 件をレビュー済み（%3 件の回答）</translation>
    </message>
    <message>
        <source>Aligned vs plain %1 on the same %2 reviewed claims (held out, cross-validated): kappa %3 → %4.</source>
        <translation>アライン対通常の %1、同じ %2 件のレビュー済み主張で（ホールドアウト、交差検証）：カッパ %3 → %4。</translation>
    </message>
    <message>
        <source>at least two reviewed verdicts are needed for an interval</source>
        <translation>区間には少なくとも 2 件のレビュー済み判定が必要です</translation>
    </message>
    <message>
        <source>%1 of %2 verdicts reviewed</source>
        <translation>%2 件の判定のうち %1 件をレビュー済み</translation>
    </message>
    <message>
        <source>Nuggets in the answer: judge (%1) vs people</source>
        <translation>回答中のナゲット：ジャッジ（%1）と人間の比較</translation>
    </message>
    <message>
        <source>Nuggets in the contexts: judge (%1) vs people</source>
        <translation>コンテキスト中のナゲット：ジャッジ（%1）と人間の比較</translation>
    </message>
    <message>
        <source>No reviewed nuggets to compare yet.</source>
        <translation>比較できるレビュー済みのナゲットはまだありません。</translation>
    </message>
    <message>
        <source>Mean nugget score (support 1, partial 0.5)</source>
        <translation>ナゲットの平均スコア（裏付けあり 1、部分的 0.5）</translation>
    </message>
    <message>
        <source>Share of nuggets present in the contexts</source>
        <translation>コンテキストに含まれるナゲットの割合</translation>
    </message>
    <message>
        <source>Citations: judge (%1) vs people</source>
        <translation>引用：ジャッジ（%1）と人間の比較</translation>
    </message>
    <message>
        <source>No reviewed statements to compare yet.</source>
        <translation>比較できるレビュー済みの文はまだありません。</translation>
    </message>
    <message>
        <source>Both entailed, other citations unnecessary: %1</source>
        <translation>両者とも含意ありだが不要な引用が異なる：%1</translation>
    </message>
    <message>
        <source>entailed</source>
        <translation>含意あり</translation>
    </message>
    <message>
        <source>not entailed</source>
        <translation>含意なし</translation>
    </message>
    <message>
        <source>Share of statements their citations entail</source>
        <translation>引用が含意する文の割合</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AddAnnotatorCommand</name>
    <message>
        <source>add annotator %1</source>
        <translation>アノテーター %1 を追加</translation>
    </message>
    <message>
        <source>An annotator named %1 exists already.</source>
        <translation>%1 という名前のアノテーターは既に存在します。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Agreement</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
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
        <translation>アノテーターのペアごとの Cohen&apos;s kappa</translation>
    </message>
    <message>
        <source>Confusion matrix of the selected pair</source>
        <translation>選択したペアの混同行列</translation>
    </message>
    <message>
        <source>Agreement over all annotators</source>
        <translation>全アノテーターの一致度</translation>
    </message>
    <message>
        <source>Select a pair to see its confusion matrix.</source>
        <translation>ペアを選ぶと混同行列が表示されます。</translation>
    </message>
    <message>
        <source>Confusion matrix of %1 (rows) and %2 (columns); shared items: %3</source>
        <translation>%1（行）と %2（列）の混同行列。共通項目: %3</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>%1 items rated by everyone; %2</source>
        <translation>全員が評価した %1 項目。%2</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>needs three or more annotators</source>
        <translation>3 人以上のアノテーターが必要です</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (nominal)</source>
        <translation>Krippendorff&apos;s α（名義）</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (ordinal)</source>
        <translation>Krippendorff&apos;s α（順序）</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval)</source>
        <translation>Krippendorff&apos;s α（間隔）</translation>
    </message>
    <message>
        <source>Specific agreement per category</source>
        <translation>カテゴリ別の特異的一致度</translation>
    </message>
    <message>
        <source>%1 items rated by %2 annotators: %3. A pair&apos;s n counts only the items both of them rated.</source>
        <translation>%2 人のアノテーターが評価した %1 項目: %3。ペアの n は、2 人とも評価した項目だけを数えます。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AgreementScopeBar</name>
    <message>
        <source>&amp;After adjudication</source>
        <translation>裁定後(&amp;A)</translation>
    </message>
    <message>
        <source>Agreement task</source>
        <translation>一致度のタスク</translation>
    </message>
    <message>
        <source>Relevance grades</source>
        <translation>関連度グレード</translation>
    </message>
    <message>
        <source>Claim verdicts</source>
        <translation>主張の判定</translation>
    </message>
    <message>
        <source>Run of the claims</source>
        <translation>主張のラン</translation>
    </message>
    <message>
        <source>Kappa weighting</source>
        <translation>Kappa の重み付け</translation>
    </message>
    <message>
        <source>Unweighted</source>
        <translation>重みなし</translation>
    </message>
    <message>
        <source>Linear weights</source>
        <translation>線形重み</translation>
    </message>
    <message>
        <source>Quadratic weights</source>
        <translation>二次重み</translation>
    </message>
    <message>
        <source>Count every rating of an adjudicated item as the adjudicated value</source>
        <translation>裁定済み項目のすべての評価を裁定値として数える</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>タスク:</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>ラン:</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>すべてのラン</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AnnotatorTableModel</name>
    <message>
        <source>lead</source>
        <translation>リード</translation>
    </message>
    <message>
        <source>annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>役割</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ApiKeyStore</name>
    <message>
        <source>the keychain is switched off (GOLDSET_NO_KEYCHAIN)</source>
        <translation>キーチェーンは無効です（GOLDSET_NO_KEYCHAIN）</translation>
    </message>
    <message>
        <source>no Secret Service or KWallet answered</source>
        <translation>Secret Service も KWallet も応答しませんでした</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AppearancePreferencesPage</name>
    <message>
        <source>A new language takes effect after a restart of Goldset.</source>
        <translation>新しい言語は Goldset の再起動後に有効になります。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>フォントサイズ(&amp;F):</translation>
    </message>
</context>
<context>
    <name>goldset::ui::AssignmentTableModel</name>
    <message>
        <source>submitted</source>
        <translation>提出済み</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>作業中</translation>
    </message>
    <message>
        <source>assigned</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of %2 items have a label or a verdict from %3</source>
        <translation>%2 項目中 %1 項目に %3 のラベルまたは判定があります</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>エクスポート日時</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>返却日時</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundExport</name>
    <message>
        <source>Export (%1)</source>
        <translation>エクスポート（%1）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Export failed: nothing was written.</source>
        <translation>エクスポートに失敗しました: 何も書き込まれていません。</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>エクスポートを取り消しました: 何も書き込まれていません。</translation>
    </message>
    <message>
        <source>Exported 1 line to %1</source>
        <translation>%1 に 1 行をエクスポートしました</translation>
    </message>
    <message>
        <source>Exported %1 lines to %2</source>
        <translation>%2 に %1 行をエクスポートしました</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BackgroundImport</name>
    <message>
        <source>nothing new</source>
        <translation>新規なし</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>ドキュメント %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>チャンク %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>質問 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>ラベル %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retrieval(s)</source>
        <translation>
            <numerusform>検索結果 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>回答 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s)</source>
        <translation>
            <numerusform>主張 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n review(s)</source>
        <translation>
            <numerusform>レビュー %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n score(s)</source>
        <translation>
            <numerusform>スコア %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s)</source>
        <translation>
            <numerusform>ナゲット %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nugget verdict(s)</source>
        <translation>
            <numerusform>ナゲットの結論 %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchTableModel</name>
    <message>
        <source>claims</source>
        <translation>主張</translation>
    </message>
    <message>
        <source>relevance</source>
        <translation>関連度</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>オーバーラップ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchesPage</name>
    <message>
        <source>Goldset batch packages (*.goldset);;All files (*)</source>
        <translation>Goldset バッチパッケージ (*.goldset);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Batches</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Assignments of the selected batch</source>
        <translation>選択したバッチの割り当て</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>割り当て</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致度</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>&amp;New Batch...</source>
        <translation>新しいバッチ(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Add Annotator...</source>
        <translation>アノテーターを追加(&amp;A)...</translation>
    </message>
    <message>
        <source>Toggle &amp;Lead</source>
        <translation>リードを切り替え(&amp;L)</translation>
    </message>
    <message>
        <source>Make the selected annotator a lead, or a lead an annotator again</source>
        <translation>選択したアノテーターをリードにする、またはリードをアノテーターに戻す</translation>
    </message>
    <message>
        <source>&amp;Export Package...</source>
        <translation>パッケージをエクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>Write the selected assignment as a .goldset package for its annotator</source>
        <translation>選択した割り当てを担当アノテーター向けの .goldset パッケージとして書き出す</translation>
    </message>
    <message>
        <source>&amp;Import Package...</source>
        <translation>パッケージをインポート(&amp;I)...</translation>
    </message>
    <message>
        <source>Merge a package an annotator sent back</source>
        <translation>アノテーターから返送されたパッケージを統合する</translation>
    </message>
    <message>
        <source>Add Annotator</source>
        <translation>アノテーターを追加</translation>
    </message>
    <message>
        <source>Name of the annotator</source>
        <translation>アノテーターの名前</translation>
    </message>
    <message>
        <source>Lead (adjudicates, edits guidelines)</source>
        <translation>リード（裁定、ガイドライン編集）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>Export Package</source>
        <translation>パッケージをエクスポート</translation>
    </message>
    <message>
        <source>Writing the package for %1...</source>
        <translation>%1 のパッケージを書き出しています...</translation>
    </message>
    <message>
        <source>Import Package</source>
        <translation>パッケージをインポート</translation>
    </message>
    <message>
        <source>Merging %1...</source>
        <translation>%1 を統合しています...</translation>
    </message>
    <message>
        <source>Batches &amp;&amp; Agreement</source>
        <translation>バッチと一致度</translation>
    </message>
    <message>
        <source>Agreement and disagreements</source>
        <translation>一致度と不一致</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>取り込み履歴</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Password again</source>
        <translation>パスワード（確認）</translation>
    </message>
    <message>
        <source>Creates a sign-in on the server: the annotator opens this project with this name and password. In blind batches the server shows her no one else&apos;s grades and no judge verdicts. Undo removes her from the project; the sign-in stays on the server.</source>
        <translation>サーバーにサインインを作成します: アノテーターはこの名前とパスワードでこのプロジェクトを開きます。ブラインドのバッチでは、サーバーは他の人の評価もジャッジの判定も表示しません。元に戻すとプロジェクトから外れますが、サインインはサーバーに残ります。</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>確認(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Create Sign-in</source>
        <translation>サインインを作成(&amp;C)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::BatchesState</name>
    <message>
        <source>Open a project to measure agreement.</source>
        <translation>一致度を測るにはプロジェクトを開いてください。</translation>
    </message>
    <message>
        <source>No two annotators have graded the same chunk yet. Make a batch with an overlap of 2 or more, send the packages out and import them back.</source>
        <translation>同じチャンクを評価したアノテーターがまだ 2 人いません。オーバーラップ 2 以上のバッチを作成し、パッケージを送ってからインポートし直してください。</translation>
    </message>
    <message>
        <source>No two people have reviewed the same claim yet. Make a claims batch with an overlap of 2 or more.</source>
        <translation>同じ主張をレビューした人がまだ 2 人いません。オーバーラップ 2 以上の主張バッチを作成してください。</translation>
    </message>
    <message>
        <source>Open a project to split its work into batches and measure agreement.</source>
        <translation>プロジェクトを開くと、作業をバッチに分けて一致度を測れます。</translation>
    </message>
    <message>
        <source>This project has no annotators yet. Add the people who label (Add Annotator...), then make a batch for them (New Batch...).</source>
        <translation>このプロジェクトにはまだアノテーターがいません。ラベル付けする人を追加し（アノテーターを追加...）、その人たちのバッチを作成してください（新しいバッチ...）。</translation>
    </message>
    <message>
        <source>No batches yet. New Batch... splits questions (relevance) or a run&apos;s claims (verdicts) among the annotators, with an overlap so that agreement can be measured.</source>
        <translation>バッチがまだありません。「新しいバッチ...」は質問（関連度）またはランの主張（判定）をアノテーターに分配します。一致度を測れるようオーバーラップを持たせます。</translation>
    </message>
    <message>
        <source>Cannot create the batch</source>
        <translation>バッチを作成できません</translation>
    </message>
    <message>
        <source>Created &quot;%1&quot; (Undo deletes it again).</source>
        <translation>バッチ「%1」を作成しました（元に戻すと削除されます）。</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Cannot export the package</source>
        <translation>パッケージをエクスポートできません</translation>
    </message>
    <message>
        <source>Cannot import the package</source>
        <translation>パッケージをインポートできません</translation>
    </message>
    <message>
        <source>Wrote %1 with %2 items. Send it to the annotator; they open it in Goldset, label, and send it back for Import Package.</source>
        <translation>%2 項目を含む %1 を書き出しました。アノテーターに送ってください。アノテーターは Goldset で開いてラベル付けし、「パッケージをインポート」用に送り返します。</translation>
    </message>
    <message>
        <source>Measuring agreement…</source>
        <translation>一致度を計測中…</translation>
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
        <translation>検索 #%1</translation>
    </message>
    <message>
        <source>labelled</source>
        <translation>ラベル付け済み</translation>
    </message>
    <message>
        <source>graded %1</source>
        <translation>グレード %1</translation>
    </message>
    <message>
        <source>not graded</source>
        <translation>未評価</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1、%2、%3</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ChunkContextView</name>
    <message>
        <source>Select a chunk to see it in its document.</source>
        <translation>チャンクを選択すると文書内の位置を表示します。</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>文書 %1</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>ソース %1</translation>
    </message>
    <message>
        <source>language %1</source>
        <translation>言語 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s) in the document</source>
        <translation>
            <numerusform>文書内のチャンク %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationTableModel</name>
    <message>
        <source>entailed</source>
        <translation>含意あり</translation>
    </message>
    <message>
        <source>not entailed</source>
        <translation>含意なし</translation>
    </message>
    <message numerus="yes">
        <source>, %n unnecessary</source>
        <translation>
            <numerusform>、不要 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>no citation</source>
        <translation>引用なし</translation>
    </message>
    <message>
        <source>(not retrieved)</source>
        <translation>（検索されていない）</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>非表示</translation>
    </message>
    <message>
        <source>unsupported: no citation</source>
        <translation>根拠なし：引用なし</translation>
    </message>
    <message>
        <source>unsupported: cites a chunk not retrieved</source>
        <translation>根拠なし：検索されていないチャンクを引用</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>主張</translation>
    </message>
    <message>
        <source>Cites</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>自分</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CitationsTab</name>
    <message>
        <source>Failing statements &amp;only</source>
        <translation>不合格の主張のみ(&amp;O)</translation>
    </message>
    <message>
        <source>Cited statements</source>
        <translation>引用付きの主張</translation>
    </message>
    <message>
        <source>Cited chunks</source>
        <translation>引用されたチャンク</translation>
    </message>
    <message>
        <source>This answer has no cited statements.</source>
        <translation>この回答には引用付きの主張がありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s).</source>
        <translation>
            <numerusform>主張 %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Citation coverage %1, recall %2, precision %3 (judge %4).</source>
        <translation>引用カバー率 %1、再現率 %2、適合率 %3（ジャッジ %4）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>This statement cites nothing.</source>
        <translation>この主張は何も引用していません。</translation>
    </message>
    <message>
        <source>not retrieved for this question</source>
        <translation>この質問では検索されていない</translation>
    </message>
    <message>
        <source>unnecessary (judge)</source>
        <translation>不要（ジャッジ）</translation>
    </message>
    <message>
        <source>unnecessary (you)</source>
        <translation>不要（あなた）</translation>
    </message>
    <message>
        <source>(text not available)</source>
        <translation>（テキストなし）</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>先に自分を選んでください（設定のアノテーター）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimEditor</name>
    <message>
        <source>This project is open read-only.</source>
        <translation>このプロジェクトは読み取り専用で開かれています。</translation>
    </message>
    <message>
        <source>The claims could not be saved.</source>
        <translation>主張を保存できませんでした。</translation>
    </message>
    <message>
        <source>Choose a claim first.</source>
        <translation>先に主張を選んでください。</translation>
    </message>
    <message>
        <source>A claim needs a text: delete it instead (Delete).</source>
        <translation>主張にはテキストが必要です。代わりに削除してください（Delete）。</translation>
    </message>
    <message>
        <source>Edit Claim of %1</source>
        <translation>%1 の主張を編集</translation>
    </message>
    <message>
        <source>Put the cursor between the two claims to split there.</source>
        <translation>分割するには、二つの主張の間にカーソルを置いてください。</translation>
    </message>
    <message>
        <source>Split Claim of %1</source>
        <translation>%1 の主張を分割</translation>
    </message>
    <message>
        <source>The last claim has no next claim to merge with.</source>
        <translation>最後の主張には結合できる次の主張がありません。</translation>
    </message>
    <message>
        <source>Merge Claims of %1</source>
        <translation>%1 の主張を結合</translation>
    </message>
    <message>
        <source>A claim needs a text.</source>
        <translation>主張にはテキストが必要です。</translation>
    </message>
    <message>
        <source>Add Claim to %1</source>
        <translation>%1 に主張を追加</translation>
    </message>
    <message>
        <source>Delete Claim of %1</source>
        <translation>%1 の主張を削除</translation>
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
        <translation>（ブラインド）</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>非表示</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source> (adjudicated)</source>
        <translation>（裁定済み）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>主張</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>Judge&apos;s reason</source>
        <translation>ジャッジの理由</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>レビュー</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ClaimTextDialog</name>
    <message>
        <source>Add Claim</source>
        <translation>主張を追加</translation>
    </message>
    <message>
        <source>Split Claim</source>
        <translation>主張を分割</translation>
    </message>
    <message>
        <source>Edit Claim</source>
        <translation>主張を編集</translation>
    </message>
    <message>
        <source>Put the cursor where the first claim ends and press Return.</source>
        <translation>最初の主張の終わりにカーソルを置き、Return キーを押してください。</translation>
    </message>
    <message>
        <source>One checkable statement. Return saves; Ctrl+Return splits the claim in two at the cursor. The judge&apos;s verdicts of a changed claim are cleared: Run Judge judges it again.</source>
        <translation>検証できる一つの記述です。Return で保存、Ctrl+Return でカーソル位置で二つに分割します。変更された主張のジャッジ判定は消去され、ジャッジの実行で再判定されます。</translation>
    </message>
    <message>
        <source>Claim text</source>
        <translation>主張のテキスト</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Split at &amp;Cursor</source>
        <translation>カーソル位置で分割(&amp;C)</translation>
    </message>
    <message>
        <source>A claim needs a text.</source>
        <translation>主張にはテキストが必要です。</translation>
    </message>
    <message>
        <source>Put the cursor between the two claims to split there.</source>
        <translation>分割するには、二つの主張の間にカーソルを置いてください。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ComparisonChartView</name>
    <message>
        <source>%1 of the questions of %2, worst first</source>
        <translation>%2 の各質問の %1（悪い順）</translation>
    </message>
    <message>
        <source>Check runs in the list to compare them.</source>
        <translation>比較するランをリストでチェックしてください。</translation>
    </message>
    <message>
        <source>%1 with 95% bootstrap intervals</source>
        <translation>%1（95% ブートストラップ区間付き）</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <source>%1 by run: %2</source>
        <translation>ラン別の %1: %2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ComparisonTableModel</name>
    <message>
        <source>below proof of concept</source>
        <translation>概念実証未満</translation>
    </message>
    <message>
        <source>proof of concept</source>
        <translation>概念実証</translation>
    </message>
    <message>
        <source>production</source>
        <translation>本番</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>優秀</translation>
    </message>
    <message>
        <source>Bands (proof of concept, production, excellent): %1</source>
        <translation>バンド（概念実証、本番、優秀）: %1</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%2 の %1: %3</translation>
    </message>
    <message numerus="yes">
        <source>95% bootstrap interval over %n question(s): %1 to %2</source>
        <translation>
            <numerusform>%n 件の質問による 95% ブートストラップ区間: %1～%2</numerusform>
        </translation>
    </message>
    <message>
        <source>PASS: threshold %1</source>
        <translation>合格: しきい値 %1</translation>
    </message>
    <message>
        <source>FAIL: threshold %1</source>
        <translation>不合格: しきい値 %1</translation>
    </message>
    <message>
        <source>Band: %1</source>
        <translation>バンド: %1</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>no claims judged</source>
        <translation>判定済みの主張なし</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>インポートされた判定</translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation>ジャッジ %1</translation>
    </message>
    <message>
        <source>%1, %2% of %3 claims reviewed</source>
        <translation>%1、%3 件の主張のうち %2% をレビュー済み</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2% of %3</source>
        <translation>%1 %3 件中 %2%</translation>
    </message>
    <message>
        <source>judge %1; claims reviewed: %2</source>
        <translation>ジャッジ %1、レビュー済みの主張：%2</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ConfusionMatrixModel</name>
    <message>
        <source>%1 said %2, %3 said %4</source>
        <translation>%1 は %2、%3 は %4</translation>
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
        <translation>ベース URL は http://localhost:8080/v1 のような http(s) URL である必要があります。</translation>
    </message>
    <message>
        <source>Enter the name of the model first.</source>
        <translation>先にモデル名を入力してください。</translation>
    </message>
    <message>
        <source>Connected: %1 answered in %2 ms.</source>
        <translation>接続しました: %1 が %2 ms で応答しました。</translation>
    </message>
    <message numerus="yes">
        <source>the server is busy or limits how often it may be asked (%1) and still was after %n retries; try again in a minute.</source>
        <translation>
            <numerusform>サーバーが混雑しているか、リクエスト回数を制限しています（%1）。%n 回再試行しても変わりませんでした。1 分後にもう一度お試しください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusBrowser</name>
    <message>
        <source>Search the chunks (full text, any language) and press Enter</source>
        <translation>チャンクを検索（全文、任意の言語）して Enter キーを押す</translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation>検索に失敗しました: %1</translation>
    </message>
    <message>
        <source>No chunk matches.</source>
        <translation>一致するチャンクはありません。</translation>
    </message>
    <message numerus="yes">
        <source>The best %n hits:</source>
        <translation>
            <numerusform>上位 %n 件のヒット:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s):</source>
        <translation>
            <numerusform>%n 件のヒット:</numerusform>
        </translation>
    </message>
    <message>
        <source>(these words are very common: ranked among the first %L1 matching chunks only; add a rarer word)</source>
        <translation>（これらの語は非常に一般的です: 一致する最初の %L1 チャンクの中だけで順位付けしました。より珍しい語を加えてください）</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CorpusTreeModel</name>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
ソース: %2</translation>
    </message>
    <message>
        <source>%1 (text not imported)</source>
        <translation>%1（テキスト未インポート）</translation>
    </message>
    <message>
        <source>Document / chunk</source>
        <translation>文書 / チャンク</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>チャンク</translation>
    </message>
</context>
<context>
    <name>goldset::ui::CreateBatchCommand</name>
    <message>
        <source>create batch %1</source>
        <translation>バッチ「%1」を作成</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetPage</name>
    <message>
        <source>&amp;Questions</source>
        <translation>質問(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Corpus</source>
        <translation>コーパス(&amp;C)</translation>
    </message>
    <message>
        <source>Filter by id, question or ground truth (Ctrl+F)</source>
        <translation>ID、質問、正解で絞り込み (Ctrl+F)</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>すべての状態</translation>
    </message>
    <message>
        <source>Any origin</source>
        <translation>すべての由来</translation>
    </message>
    <message>
        <source>Near duplicates only</source>
        <translation>類似重複のみ</translation>
    </message>
    <message>
        <source>Questions whose words nearly match another question&apos;s</source>
        <translation>他の質問とほぼ同じ語を含む質問</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状態:</translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>由来:</translation>
    </message>
    <message>
        <source>Keys: A accept · R reject · D back to draft · E edit · Delete remove · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
        <translation>キー: A 承認 · R 却下 · D 下書きに戻す · E 編集 · Delete 削除 · Ctrl+Z 元に戻す · Ctrl+Shift+Z やり直し</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>承認(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>却下(&amp;R)</translation>
    </message>
    <message>
        <source>Back to &amp;Draft</source>
        <translation>下書きに戻す(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Edit Question...</source>
        <translation>質問を編集(&amp;E)...</translation>
    </message>
    <message>
        <source>De&amp;lete Question...</source>
        <translation>質問を削除(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;Find Questions</source>
        <translation>質問を検索(&amp;F)</translation>
    </message>
    <message>
        <source>Show the &amp;Corpus</source>
        <translation>コーパスを表示(&amp;C)</translation>
    </message>
    <message>
        <source>Delete Question</source>
        <translation>質問を削除</translation>
    </message>
    <message>
        <source>Delete %1 and its relevance labels?

Undo (Ctrl+Z) brings both back; the results of runs for this question are deleted for good.</source>
        <translation>%1 とその関連度ラベルを削除しますか?

元に戻す (Ctrl+Z) で両方とも復元できますが、この質問のランの結果は完全に削除されます。</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>データセット</translation>
    </message>
    <message>
        <source>&amp;Generate Questions...</source>
        <translation>質問を生成(&amp;G)...</translation>
    </message>
    <message>
        <source>Questions and corpus</source>
        <translation>質問とコーパス</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>質問を検索</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>&amp;New Question...</source>
        <translation>新しい質問(&amp;N)...</translation>
    </message>
    <message>
        <source>New Question %1</source>
        <translation>新しい質問 %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DatasetState</name>
    <message>
        <source>No project open</source>
        <translation>プロジェクトが開かれていません</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>質問 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 questions</source>
        <translation>質問 %2 件中 %1 件</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 は%2になりました</translation>
    </message>
    <message>
        <source>Added %1 as a draft</source>
        <translation>%1 を下書きとして追加しました</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 を削除しました</translation>
    </message>
    <message>
        <source>The questions could not be read: %1</source>
        <translation>質問を読み込めません: %1</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>質問を読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DisagreementModel</name>
    <message>
        <source>supported</source>
        <translation>裏付けあり</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>裏付けなし</translation>
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
        <translation>未裁定</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>チャンク</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>主張</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Dissent</source>
        <translation>少数票</translation>
    </message>
    <message>
        <source>Adjudicated</source>
        <translation>裁定</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DisagreementPanel</name>
    <message>
        <source>&amp;Open only</source>
        <translation>未裁定のみ(&amp;O)</translation>
    </message>
    <message>
        <source>Hide the items the lead has adjudicated</source>
        <translation>リードが裁定済みの項目を隠す</translation>
    </message>
    <message>
        <source>Disagreement queue</source>
        <translation>不一致キュー</translation>
    </message>
    <message>
        <source>The disagreement in full</source>
        <translation>不一致の詳細</translation>
    </message>
    <message>
        <source>Reason for the adjudication</source>
        <translation>裁定の理由</translation>
    </message>
    <message>
        <source>Reason (typed before the value key; Enter saves it for a settled item)</source>
        <translation>理由（値のキーの前に入力。裁定済み項目では Enter で保存）</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <source>Keys: 0–3 grade or S / U / C verdict adjudicates and moves on; Backspace clears; Enter or J next, K previous; R types a reason; double click opens the question.</source>
        <translation>キー: 0–3 のグレードまたは S / U / C の判定で裁定して次へ。Backspace で解除。Enter または J で次、K で前。R で理由を入力。ダブルクリックで質問を開きます。</translation>
    </message>
    <message>
        <source>Adjudicate Grade %1</source>
        <translation>グレード %1 に裁定</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Supported</source>
        <translation>裏付けありに裁定(&amp;S)</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Unsupported</source>
        <translation>裏付けなしに裁定(&amp;U)</translation>
    </message>
    <message>
        <source>Adjudicate &amp;Contradicted</source>
        <translation>矛盾に裁定(&amp;C)</translation>
    </message>
    <message>
        <source>Clear the Adjudication</source>
        <translation>裁定を解除</translation>
    </message>
    <message>
        <source>Next Disagreement</source>
        <translation>次の不一致</translation>
    </message>
    <message>
        <source>Previous Disagreement</source>
        <translation>前の不一致</translation>
    </message>
    <message>
        <source>Type a &amp;Reason</source>
        <translation>理由を入力(&amp;R)</translation>
    </message>
    <message>
        <source>No disagreements: the annotators agree on every item they share (or no item has two ratings yet).</source>
        <translation>不一致はありません。共通のすべての項目でアノテーターの意見が一致しています（または 2 件の評価がある項目がまだありません）。</translation>
    </message>
    <message>
        <source>%1 disagreements, largest first.</source>
        <translation>不一致 %1 件（大きい順）。</translation>
    </message>
    <message>
        <source>Not adjudicated yet.</source>
        <translation>まだ裁定されていません。</translation>
    </message>
    <message>
        <source>Adjudicated: %1.</source>
        <translation>裁定: %1。</translation>
    </message>
    <message>
        <source>Adjudicated: %1. Reason: %2</source>
        <translation>裁定: %1。理由: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Last disagreement of the queue.</source>
        <translation>キューの最後の不一致です。</translation>
    </message>
    <message>
        <source>First disagreement of the queue.</source>
        <translation>キューの最初の不一致です。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::DistributionChartView</name>
    <message>
        <source>Questions of %1 with %2 in [%3, %4]</source>
        <translation>%1 のうち %2 が [%3, %4] の質問</translation>
    </message>
    <message>
        <source>Choose a run to see how its questions spread.</source>
        <translation>ランを選ぶと、その質問の分布が表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2: %n question(s)</source>
        <translation>
            <numerusform>%2 の %1: %n 件の質問</numerusform>
        </translation>
    </message>
    <message>
        <source>questions</source>
        <translation>質問数</translation>
    </message>
    <message>
        <source>Distribution of %1 for %2: %3</source>
        <translation>%2 の %1 の分布: %3</translation>
    </message>
    <message>
        <source>Evaluating %1...</source>
        <translation>%1 を評価しています...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GenerateQuestionsDialog</name>
    <message>
        <source>Generate Questions</source>
        <translation>質問を生成</translation>
    </message>
    <message>
        <source>The selected chunk</source>
        <translation>選択したチャンク</translation>
    </message>
    <message>
        <source>The %1 selected chunks</source>
        <translation>選択した %1 個のチャンク</translation>
    </message>
    <message>
        <source>The chunks of the selected document</source>
        <translation>選択した文書のチャンク</translation>
    </message>
    <message>
        <source>The chunks of the %1 selected documents</source>
        <translation>選択した %1 件の文書のチャンク</translation>
    </message>
    <message>
        <source>Selected chunks (select them in the Corpus tab)</source>
        <translation>選択したチャンク（「コーパス」タブで選択）</translation>
    </message>
    <message>
        <source>All %1 chunks of the %2 documents</source>
        <translation>%2 件の文書の全 %1 チャンク</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source> chunks</source>
        <translation> チャンク</translation>
    </message>
    <message>
        <source>At most this many chunks in this run, of those not done yet.</source>
        <translation>今回処理する未完了チャンクの上限数です。</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>プロンプトテンプレート</translation>
    </message>
    <message>
        <source>Template hash %1 (each question records the hash of its own filled-in prompt).</source>
        <translation>テンプレートのハッシュ %1（各質問には、値を埋めたプロンプト自体のハッシュが記録されます）。</translation>
    </message>
    <message>
        <source>Chunks:</source>
        <translation>チャンク:</translation>
    </message>
    <message>
        <source>&amp;Questions per chunk:</source>
        <translation>チャンクあたりの質問数(&amp;Q):</translation>
    </message>
    <message>
        <source>At &amp;most:</source>
        <translation>上限(&amp;M):</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>モデル:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Prompt template of this project (read-only here):</source>
        <translation>このプロジェクトのプロンプトテンプレート（ここでは読み取り専用）:</translation>
    </message>
    <message>
        <source>%1 at %2, %3 requests at once (Edit → Preferences)</source>
        <translation>%2 の %1、同時リクエスト数 %3（編集 → 環境設定）</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>エンドポイントまたはモデルが未設定です。編集 → 環境設定 → LLM で設定してください。</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>生成中…</translation>
    </message>
    <message>
        <source>Generating questions</source>
        <translation>質問を生成しています</translation>
    </message>
    <message>
        <source>Nothing was generated: %1</source>
        <translation>何も生成されませんでした: %1</translation>
    </message>
    <message>
        <source>Generated 1 draft question</source>
        <translation>下書きの質問を 1 件生成しました</translation>
    </message>
    <message>
        <source>Generated %1 draft questions</source>
        <translation>下書きの質問を %1 件生成しました</translation>
    </message>
    <message>
        <source>1 chunk failed</source>
        <translation>1 チャンクが失敗</translation>
    </message>
    <message>
        <source>%1 chunks failed</source>
        <translation>%1 チャンクが失敗</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>中止しました</translation>
    </message>
    <message>
        <source>%1 of %2 chunks are done; run again to do the rest.</source>
        <translation>%2 チャンク中 %1 チャンクが完了しました。残りは再実行してください。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>All %1 chunks are done.</source>
        <translation>全 %1 チャンクが完了しました。</translation>
    </message>
    <message>
        <source>Generate Questions: %1</source>
        <translation>質問を生成: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GoldChunkModel</name>
    <message>
        <source>%1 adjudicated</source>
        <translation>%1（裁定済み）</translation>
    </message>
    <message>
        <source>%1 median, spread %2</source>
        <translation>中央値 %1、ばらつき %2</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>裁定済み</translation>
    </message>
    <message>
        <source>adjudicated by %1</source>
        <translation>%1 が裁定</translation>
    </message>
    <message>
        <source>median, spread %1</source>
        <translation>中央値、ばらつき %1</translation>
    </message>
    <message>
        <source>one label</source>
        <translation>ラベル 1 件</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>チャンク</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>ゴールド</translation>
    </message>
</context>
<context>
    <name>goldset::ui::GuidelinesPanel</name>
    <message>
        <source>not relevant</source>
        <translation>関連なし</translation>
    </message>
    <message>
        <source>partially relevant</source>
        <translation>部分的に関連</translation>
    </message>
    <message>
        <source>relevant</source>
        <translation>関連あり</translation>
    </message>
    <message>
        <source>highly relevant</source>
        <translation>非常に関連</translation>
    </message>
    <message>
        <source>&lt;b&gt;Grades&lt;/b&gt; (press the digit)</source>
        <translation>&lt;b&gt;グレード&lt;/b&gt;（数字キーを押す）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt;&lt;br&gt;J / K or ↓ / ↑: next / previous chunk&lt;br&gt;N / P: next / previous question&lt;br&gt;Backspace: clear grade&lt;br&gt;C: neighbouring chunks&lt;br&gt;/ or Ctrl+F: search the corpus&lt;br&gt;Ctrl+Z / Ctrl+Shift+Z: undo / redo&lt;br&gt;G: gold mode (leads)</source>
        <translation>&lt;b&gt;キー&lt;/b&gt;&lt;br&gt;J / K または ↓ / ↑: 次 / 前のチャンク&lt;br&gt;N / P: 次 / 前の質問&lt;br&gt;Backspace: グレードを解除&lt;br&gt;C: 隣接チャンク&lt;br&gt;/ または Ctrl+F: コーパスを検索&lt;br&gt;Ctrl+Z / Ctrl+Shift+Z: 元に戻す / やり直し&lt;br&gt;G: ゴールドモード（リード）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Guidelines&lt;/b&gt;</source>
        <translation>&lt;b&gt;ガイドライン&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Edit Guidelines...</source>
        <translation>ガイドラインを編集...</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This project has no guidelines yet. A lead can write them.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;このプロジェクトにはまだガイドラインがありません。リードが作成できます。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Only a lead edits the guidelines.</source>
        <translation>ガイドラインを編集できるのはリードのみです。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::HistoryChartView</name>
    <message>
        <source>%1 of the questions of %2, worst first</source>
        <translation>%2 の各質問の %1（悪い順）</translation>
    </message>
    <message>
        <source>%1 across runs</source>
        <translation>ランごとの %1</translation>
    </message>
    <message>
        <source>No runs yet: import one (File → Import) to see its history.</source>
        <translation>ランがまだありません。履歴を見るにはインポートしてください（ファイル → インポート）。</translation>
    </message>
    <message>
        <source>Runs in time order</source>
        <translation>時系列順のラン</translation>
    </message>
    <message>
        <source>runs (click for questions)</source>
        <translation>ラン（クリックで質問を表示）</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n run(s): %2</source>
        <translation>
            <numerusform>%n 件のランの %1: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportExportActions</name>
    <message>
        <source>&amp;Import...</source>
        <translation>インポート(&amp;I)...</translation>
    </message>
    <message>
        <source>Import documents, question sets, labels or runs</source>
        <translation>文書、質問セット、ラベル、ランをインポート</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>エクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation>ラン名:</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>%1 としてエクスポート</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOptionsPage</name>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>e.g. hybrid-v3</source>
        <translation>例: hybrid-v3</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> 文字</translation>
    </message>
    <message>
        <source> sentences</source>
        <translation> 文</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>&amp;Run name:</source>
        <translation>ラン名(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Annotator of the labels:</source>
        <translation>ラベルのアノテーター(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Chunk size:</source>
        <translation>チャンクサイズ(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Overlap when a paragraph is split:</source>
        <translation>段落分割時のオーバーラップ(&amp;O):</translation>
    </message>
    <message>
        <source>Column &amp;mapping:</source>
        <translation>列の対応付け(&amp;M):</translation>
    </message>
    <message>
        <source>leave empty to import questions only, without the responses</source>
        <translation>空欄にすると回答なしで質問のみをインポートします</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s) as %1.</source>
        <translation>
            <numerusform>%n 個のファイルを %1 としてインポートします。</numerusform>
        </translation>
    </message>
    <message>
        <source>The column names cannot be read: %1</source>
        <translation>列名を読み取れません: %1</translation>
    </message>
    <message>
        <source>The qrels file (qrels/&lt;split&gt;.tsv) whose queries and judgments are imported</source>
        <translation>クエリと判定をインポートする qrels ファイル（qrels/&lt;split&gt;.tsv）</translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation>分割(&amp;S):</translation>
    </message>
    <message>
        <source>e.g. -1=0,4=3 (empty: 0 and below become 0, above 3 becomes 3)</source>
        <translation>例: -1=0,4=3（空欄: 0 以下は 0、3 を超えると 3）</translation>
    </message>
    <message>
        <source>How grades outside 0..3 become Goldset&apos;s grades: FROM=TO pairs with TO in 0..3, the same as goldset-cli import --grade-map. The original grades are kept; the preview says how many change.</source>
        <translation>0..3 以外のグレードを Goldset のグレードにする方法: FROM=TO の組（TO は 0..3）、goldset-cli import --grade-map と同じです。元のグレードは保持され、変更される件数はプレビューに表示されます。</translation>
    </message>
    <message>
        <source>&amp;Grade map:</source>
        <translation>グレード対応(&amp;G):</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportOutcomeDialog</name>
    <message>
        <source>Package Imported</source>
        <translation>パッケージをインポートしました</translation>
    </message>
    <message>
        <source>What the import changed</source>
        <translation>インポートによる変更</translation>
    </message>
    <message>
        <source>%1: batch %2, annotator %3.</source>
        <translation>%1: バッチ「%2」、アノテーター %3。</translation>
    </message>
    <message>
        <source>Nothing changed: the project already holds everything in this package.</source>
        <translation>変更はありません。このパッケージの内容はすべてプロジェクトに含まれています。</translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation>新規: %1</translation>
    </message>
    <message>
        <source>Changed (the package&apos;s change is newer): %1</source>
        <translation>変更（パッケージの変更の方が新しい）: %1</translation>
    </message>
    <message>
        <source>Unchanged: %1</source>
        <translation>変更なし: %1</translation>
    </message>
    <message>
        <source>Kept (the project&apos;s value is newer): %1</source>
        <translation>保持（プロジェクトの値の方が新しい）: %1</translation>
    </message>
    <message>
        <source>Outside the assignment, ignored: %1</source>
        <translation>割り当て外のため無視: %1</translation>
    </message>
    <message>
        <source>Changed labels (old → new):</source>
        <translation>変更されたラベル（旧 → 新）:</translation>
    </message>
    <message>
        <source>Kept, newer in the project:</source>
        <translation>保持（プロジェクトの方が新しい）:</translation>
    </message>
    <message>
        <source>The assignment is now: %1.</source>
        <translation>割り当ての状態: %1。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>This is what will be imported. Nothing is written until you press Import.</source>
        <translation>インポートされる内容です。「インポート」を押すまで何も書き込まれません。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>チャンク</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>This input cannot be imported:
%1</source>
        <translation>この入力はインポートできません:
%1</translation>
    </message>
    <message>
        <source>From the first lines: %1.</source>
        <translation>先頭の数行から: %1。</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告 (%1)</translation>
    </message>
    <message>
        <source>The grade map changes no grade.</source>
        <translation>グレード対応で変わるグレードはありません。</translation>
    </message>
    <message numerus="yes">
        <source>The grade map changes %n grade(s) (see Warnings).</source>
        <translation>
            <numerusform>グレード対応で %n 件のグレードが変わります（警告を参照）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The input holds: %1.</source>
        <translation>入力の内容: %1。</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 updated, %4 unchanged</source>
        <translation>%1: 新規 %2、更新 %3、変更なし %4</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Nothing in this project changes.</source>
        <translation>このプロジェクトでは何も変わりません。</translation>
    </message>
    <message>
        <source>In this project:</source>
        <translation>このプロジェクトでは:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportRunPage</name>
    <message>
        <source>Importing</source>
        <translation>インポート中</translation>
    </message>
    <message>
        <source>&amp;Cancel Import</source>
        <translation>インポートを中止(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n file(s)...</source>
        <translation>
            <numerusform>%n 個のファイルを読み込んでいます...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling; the project stays as it was...</source>
        <translation>中止しています。プロジェクトは元のままです...</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>インポートしました: %1。</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>何もインポートされませんでした: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportSourcePage</name>
    <message>
        <source>Files to import</source>
        <translation>インポートするファイル</translation>
    </message>
    <message>
        <source>Documents for the corpus, question sets from RAGAS, DeepEval, LlamaIndex or BEIR, TREC qrels and runs, Goldset runs, or CSV.</source>
        <translation>コーパス用の文書、RAGAS・DeepEval・LlamaIndex・BEIR の質問セット、TREC の qrels とラン、Goldset のラン、または CSV。</translation>
    </message>
    <message>
        <source>Add &amp;Files...</source>
        <translation>ファイルを追加(&amp;F)...</translation>
    </message>
    <message>
        <source>Add F&amp;older...</source>
        <translation>フォルダーを追加(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>(choose a format)</source>
        <translation>（形式を選択）</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>形式(&amp;O):</translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation>ファイルを追加</translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>フォルダーを追加</translation>
    </message>
    <message>
        <source>Add files, or drop them on the main window.</source>
        <translation>ファイルを追加するか、メインウィンドウにドロップしてください。</translation>
    </message>
    <message>
        <source>The format could not be guessed; choose it.</source>
        <translation>形式を推定できませんでした。選択してください。</translation>
    </message>
    <message>
        <source>Guessed: %1.</source>
        <translation>推定: %1。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ImportWizard</name>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
</context>
<context>
    <name>goldset::ui::InteractionTableModel</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>no sources</source>
        <translation>ソースなし</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>回答不能</translation>
    </message>
    <message>
        <source>escalated</source>
        <translation>エスカレーション</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>時刻（UTC）</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>質問文</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>レイテンシ（ms）</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>フィードバック</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
</context>
<context>
    <name>goldset::ui::JobLauncher</name>
    <message>
        <source>%1: looking up the API key…</source>
        <translation>%1: API キーを検索しています…</translation>
    </message>
</context>
<context>
    <name>goldset::ui::JobProgressDialog</name>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>エラー 1 件</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>エラー %1 件</translation>
    </message>
    <message>
        <source>about 1 second left</source>
        <translation>残り約 1 秒</translation>
    </message>
    <message>
        <source>about %1 seconds left</source>
        <translation>残り約 %1 秒</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>残り約 %1 分</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cancelling: finishing the item being written…</source>
        <translation>キャンセル中: 書き込み中の項目を完了しています…</translation>
    </message>
    <message>
        <source>%1: cancelling</source>
        <translation>%1: キャンセル中</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingPage</name>
    <message>
        <source>Annotator:</source>
        <translation>アノテーター:</translation>
    </message>
    <message>
        <source>Queue:</source>
        <translation>キュー:</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>すべての質問</translation>
    </message>
    <message>
        <source>Not yet labelled by me</source>
        <translation>自分が未ラベル付けの質問</translation>
    </message>
    <message>
        <source>My assigned batches</source>
        <translation>自分に割り当てられたバッチ</translation>
    </message>
    <message>
        <source>Filter questions</source>
        <translation>質問を絞り込み</translation>
    </message>
    <message>
        <source>Pool depth:</source>
        <translation>プール深さ:</translation>
    </message>
    <message>
        <source>How many of each run&apos;s top results are pooled for judging</source>
        <translation>各ランの上位何件を評価用にプールするか</translation>
    </message>
    <message>
        <source>%v of %m questions labelled</source>
        <translation>質問 %m 件中 %v 件をラベル付け済み</translation>
    </message>
    <message>
        <source>Search the whole corpus (/ or Ctrl+F; Enter adds the hits; Esc back)</source>
        <translation>コーパス全体を検索（/ または Ctrl+F、Enter でヒットを追加、Esc で戻る）</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <translation>グレード %1: %2</translation>
    </message>
    <message>
        <source>Clear Grade</source>
        <translation>グレードを解除</translation>
    </message>
    <message>
        <source>Next Chunk</source>
        <translation>次のチャンク</translation>
    </message>
    <message>
        <source>Previous Chunk</source>
        <translation>前のチャンク</translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation>次の質問</translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation>前の質問</translation>
    </message>
    <message>
        <source>Show Neighbouring Chunks</source>
        <translation>隣接チャンクを表示</translation>
    </message>
    <message>
        <source>Search the Corpus</source>
        <translation>コーパスを検索</translation>
    </message>
    <message>
        <source>Gold Mode (Adjudicate)</source>
        <translation>ゴールドモード（裁定）</translation>
    </message>
    <message>
        <source>Export Gold Qrels...</source>
        <translation>ゴールド qrels をエクスポート...</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a project to label its questions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;プロジェクトを開いて質問にラベルを付けてください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New annotator...</source>
        <translation>新しいアノテーター...</translation>
    </message>
    <message>
        <source>New Annotator</source>
        <translation>新しいアノテーター</translation>
    </message>
    <message>
        <source>Lead (adjudicates, edits guidelines)</source>
        <translation>リード（裁定、ガイドライン編集）</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>&lt;p&gt;No questions in this queue.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このキューに質問はありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every question of this queue is done.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このキューの質問はすべて完了しました。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;none&lt;/i&gt;</source>
        <translation>&lt;i&gt;なし&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Last candidate of this question. N moves to the next question.</source>
        <translation>この質問の最後の候補です。N で次の質問に移動します。</translation>
    </message>
    <message>
        <source>Last question of the queue.</source>
        <translation>キューの最後の質問です。</translation>
    </message>
    <message>
        <source>Labelling Guidelines (Markdown)</source>
        <translation>ラベル付けガイドライン (Markdown)</translation>
    </message>
    <message>
        <source>Export Gold Qrels</source>
        <translation>ゴールド qrels をエクスポート</translation>
    </message>
    <message>
        <source>TREC qrels (*.qrels *.txt);;All files (*)</source>
        <translation>TREC qrels (*.qrels *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Labelling</source>
        <translation>ラベル付け</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Question queue</source>
        <translation>質問キュー</translation>
    </message>
    <message>
        <source>Current question</source>
        <translation>現在の質問</translation>
    </message>
    <message>
        <source>Search the corpus</source>
        <translation>コーパスを検索</translation>
    </message>
    <message>
        <source>Candidate chunks</source>
        <translation>候補チャンク</translation>
    </message>
    <message>
        <source>Guidelines</source>
        <translation>ガイドライン</translation>
    </message>
    <message>
        <source>Choose who you are</source>
        <translation>あなたが誰かを選んでください</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>正解:</translation>
    </message>
    <message>
        <source>Who Is Grading?</source>
        <translation>誰が評価しますか？</translation>
    </message>
    <message>
        <source>Grades are recorded under the annotator&apos;s name. Pick yours, or type a new one:</source>
        <translation>評価はアノテーターの名前で記録されます。自分の名前を選ぶか、新しい名前を入力してください:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reading the questions…&lt;/p&gt;</source>
        <translation>&lt;p&gt;質問を読み込んでいます…&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LabellingState</name>
    <message>
        <source>Labelling as %1</source>
        <translation>%1 としてラベル付け中</translation>
    </message>
    <message>
        <source>Choose who you are (Annotator) before labelling.</source>
        <translation>ラベル付けの前に自分（アノテーター）を選択してください。</translation>
    </message>
    <message>
        <source>Search hits for &quot;%1&quot; added to the candidates.</source>
        <translation>「%1」の検索ヒットを候補に追加しました。</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>候補 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from runs</source>
        <translation>
            <numerusform>ランから %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Gold mode: digits set the adjudicated grade.</source>
        <translation>ゴールドモード: 数字キーで裁定グレードを設定します。</translation>
    </message>
    <message>
        <source>Labelling mode: digits set your grade.</source>
        <translation>ラベル付けモード: 数字キーで自分のグレードを設定します。</translation>
    </message>
    <message>
        <source>The question queue could not be read: %1</source>
        <translation>質問キューを読み込めません: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::LlmPreferencesPage</name>
    <message>
        <source>Base URL of an OpenAI-compatible API; requests go to {base}/chat/completions.</source>
        <translation>OpenAI 互換 API のベース URL。リクエストは {base}/chat/completions に送られます。</translation>
    </message>
    <message>
        <source>Requests in flight at once.</source>
        <translation>同時に送信するリクエスト数。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long one request may take before it is tried again.</source>
        <translation>1 件のリクエストを再試行するまでの待ち時間。</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>キーチェーンを確認しています…</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>接続をテスト(&amp;T)</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>ベース URL(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation>同時リクエスト数(&amp;C):</translation>
    </message>
    <message>
        <source>T&amp;ime-out per request:</source>
        <translation>リクエストのタイムアウト(&amp;I):</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API キー(&amp;K):</translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain: %1</source>
        <translation>キーをキーチェーンに保存できませんでした: %1</translation>
    </message>
    <message>
        <source>empty: no key, or %1 from the environment</source>
        <translation>空欄: キーなし、または環境変数 %1</translation>
    </message>
    <message>
        <source>Stored in the system keychain. None is stored yet: %1 from the environment is used.</source>
        <translation>システムのキーチェーンに保存されます。まだ保存されていないため、環境変数 %1 を使用します。</translation>
    </message>
    <message>
        <source>Stored in the system keychain, never in a project or settings file.</source>
        <translation>システムのキーチェーンに保存され、プロジェクトや設定ファイルには保存されません。</translation>
    </message>
    <message>
        <source>%1 is set and will be used.</source>
        <translation>%1 が設定されているので使用します。</translation>
    </message>
    <message>
        <source>Sending one small request to %1…</source>
        <translation>%1 に小さなリクエストを 1 件送信しています…</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>A longer response fails its item instead of filling the memory.</source>
        <translation>これより長い応答は、メモリを使い果たす代わりにその項目を失敗させます。</translation>
    </message>
    <message>
        <source>Largest &amp;response:</source>
        <translation>最大応答サイズ(&amp;R):</translation>
    </message>
    <message>
        <source>empty: %1 from the environment</source>
        <translation>空欄: 環境変数 %1 を使用</translation>
    </message>
    <message>
        <source>kept until Goldset quits</source>
        <translation>Goldset を終了するまで保持</translation>
    </message>
    <message>
        <source>No keychain service is available (%1). A key entered here is kept in memory for this session only, until Goldset quits, and never written to disk. To keep a key across sessions, set the %2 environment variable before starting Goldset. %3</source>
        <translation>キーチェーンサービスを利用できません（%1）。ここに入力したキーはこのセッションの間だけ、Goldset を終了するまでメモリに保持され、ディスクには書き込まれません。セッションをまたいでキーを使うには、Goldset の起動前に環境変数 %2 を設定してください。%3</translation>
    </message>
    <message>
        <source>%1 is not set.</source>
        <translation>%1 は設定されていません。</translation>
    </message>
    <message>
        <source>Model of {base}/embeddings, for answer relevancy; empty: no relevancy unless the project sets llm/embedding_model.</source>
        <translation>回答の関連性に使う {base}/embeddings のモデル。空欄：プロジェクトが llm/embedding_model を設定しない限り関連性は計算しません。</translation>
    </message>
    <message>
        <source>&amp;Embedding model:</source>
        <translation>埋め込みモデル(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MainWindow</name>
    <message>
        <source>Open a project or create a new one (File menu).</source>
        <translation>プロジェクトを開くか新規作成してください（「ファイル」メニュー）。</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>プロジェクトを開けません</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新規プロジェクト</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>プロジェクトを作成できません</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>%1 を置き換えられません。</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>プロジェクトを開く</translation>
    </message>
    <message>
        <source>Save a Copy As</source>
        <translation>コピーを別名で保存</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>コピーを保存できません</translation>
    </message>
    <message>
        <source>About Goldset</source>
        <translation>Goldset について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Goldset %1&lt;/h3&gt;&lt;p&gt;A workbench for the evaluation data of RAG systems: gold questions, graded relevance, judge verdicts, agreement and metrics.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Goldset %1&lt;/h3&gt;&lt;p&gt;RAG システムの評価データのためのワークベンチ: ゴールド質問、段階的な関連度、ジャッジの判定、一致度、指標。&lt;/p&gt;&lt;p&gt;Qt %2 でビルド。&lt;/p&gt;</translation>
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
        <translation>先にプロジェクトを開くか作成してから、ファイルをドロップしてインポートしてください。</translation>
    </message>
    <message>
        <source>Cannot show that question there.</source>
        <translation>その質問はそこに表示できません。</translation>
    </message>
    <message>
        <source>Preferences saved</source>
        <translation>環境設定を保存しました</translation>
    </message>
    <message>
        <source>Goldset projects (*.goldset);;All files (*)</source>
        <translation>Goldset プロジェクト (*.goldset);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存されませんでした: %1</translation>
    </message>
    <message>
        <source>%1 is open; close it first.</source>
        <translation>%1 は開いています。先に閉じてください。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The new language is shown after Goldset starts again. Restart now? The open project opens again; nothing is lost, every change is already saved.</source>
        <translation>新しい言語は Goldset の再起動後に表示されます。今すぐ再起動しますか？開いているプロジェクトは再び開かれます。変更はすべて保存済みなので、何も失われません。</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>今すぐ再起動(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <source>Goldset could not be started again; start it by hand.</source>
        <translation>Goldset を再起動できませんでした。手動で起動してください。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitorLogImport</name>
    <message>
        <source>Flag declined answers again</source>
        <translation>回答拒否を再判定</translation>
    </message>
    <message>
        <source>Import production logs</source>
        <translation>本番ログをインポート</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>インポートに失敗しました</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>何もインポートされていません。

%1</translation>
    </message>
    <message>
        <source>Import failed: nothing was imported.</source>
        <translation>インポートに失敗しました：何もインポートされていません。</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported.</source>
        <translation>インポートをキャンセルしました：何もインポートされていません。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new interaction(s) (%1 read).</source>
        <translation>
            <numerusform>新しいインタラクションを %n 件インポートしました（%1 件読み込み）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The edited &quot;I don&apos;t know&quot; patterns changed %n stored answer(s).</source>
        <translation>
            <numerusform>編集した「わかりません」パターンで、保存済みの回答 %n 件が変わりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Part of the import stayed in the project.

%1</source>
        <translation>インポートの一部がプロジェクトに残りました。

%1</translation>
    </message>
    <message>
        <source>Import failed: part of it stayed in the project.</source>
        <translation>インポートに失敗しました：一部がプロジェクトに残りました。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringChartView</name>
    <message>
        <source>Monitoring chart</source>
        <translation>モニタリンググラフ</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 (UTC)</source>
        <translation>%1（%2～%3、UTC）</translation>
    </message>
    <message>
        <source>click a point for its interactions</source>
        <translation>点をクリックするとインタラクションを表示</translation>
    </message>
    <message>
        <source>7-day average</source>
        <translation>7 日平均</translation>
    </message>
    <message>
        <source>30-day average</source>
        <translation>30 日平均</translation>
    </message>
    <message>
        <source>previous period</source>
        <translation>前の期間</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n period(s)</source>
        <translation>
            <numerusform>%1（%n 期間）</numerusform>
        </translation>
    </message>
    <message>
        <source>No interactions yet: import production logs (Import Logs…, or goldset-cli monitor import).</source>
        <translation>インタラクションはまだありません：本番ログをインポートしてください（ログをインポート…、または goldset-cli monitor import）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringPage</name>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日</translation>
    </message>
    <message>
        <source>Weeks</source>
        <translation>週</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message numerus="yes">
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>直近 %n 日</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>指標(&amp;M):</translation>
    </message>
    <message>
        <source>Click a point of the chart to list its interactions.</source>
        <translation>グラフの点をクリックすると、そのインタラクションを一覧表示します。</translation>
    </message>
    <message>
        <source>Interactions behind the point</source>
        <translation>この点のインタラクション</translation>
    </message>
    <message>
        <source>&amp;Promote to Question</source>
        <translation>質問に昇格(&amp;P)</translation>
    </message>
    <message>
        <source>Make the selected interaction a draft question of the gold set (Ctrl+Shift+P)</source>
        <translation>選択したインタラクションをゴールドセットの下書き質問にする（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>Fired alerts</source>
        <translation>発生したアラート</translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation>アラートルール</translation>
    </message>
    <message>
        <source>New rule</source>
        <translation>新しいルール</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Sample into a run</source>
        <translation>実行へサンプリング</translation>
    </message>
    <message>
        <source>Run name</source>
        <translation>実行名</translation>
    </message>
    <message>
        <source>&amp;Sample</source>
        <translation>サンプリング(&amp;S)</translation>
    </message>
    <message>
        <source>Draw interactions of the range, stratified by day and by what failed, into a new run</source>
        <translation>範囲のインタラクションを日付と失敗の種類で層化して新しい実行に抽出</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>実行:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>件数:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>&amp;Promote Interaction to Question</source>
        <translation>インタラクションを質問に昇格(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reload Numbers</source>
        <translation>数値を再読み込み(&amp;R)</translation>
    </message>
    <message>
        <source>%1  %2 (value %3, limit %4)</source>
        <translation>%1  %2（値 %3、しきい値 %4）</translation>
    </message>
    <message>
        <source>None in this range (goldset-cli monitor check records them).</source>
        <translation>この範囲にはありません（goldset-cli monitor check が記録します）。</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>モニタリング</translation>
    </message>
    <message>
        <source>Sample size</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Alerts and sampling</source>
        <translation>アラートとサンプリング</translation>
    </message>
    <message>
        <source>&amp;Import Logs…</source>
        <translation>ログをインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Import production logs: the plain interaction log, OpenInference spans (Phoenix, Arize) or a Langfuse export; lines imported before are skipped</source>
        <translation>本番ログをインポート：通常のインタラクションログ、OpenInference のスパン（Phoenix、Arize）または Langfuse のエクスポート。インポート済みの行は読み飛ばします</translation>
    </message>
    <message>
        <source>&amp;Import Production Logs…</source>
        <translation>本番ログをインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Production Logs</source>
        <translation>本番ログをインポート</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.ndjson *.json);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::MonitoringState</name>
    <message>
        <source>all interactions</source>
        <translation>すべてのインタラクション</translation>
    </message>
    <message>
        <source>the slowest first</source>
        <translation>遅い順</translation>
    </message>
    <message>
        <source>without sources</source>
        <translation>ソースなし</translation>
    </message>
    <message>
        <source>declined (&quot;I don&apos;t know&quot;)</source>
        <translation>回答不能（「わかりません」）</translation>
    </message>
    <message>
        <source>escalated</source>
        <translation>エスカレーション</translation>
    </message>
    <message>
        <source>with feedback, the worst first</source>
        <translation>フィードバックあり、悪い順</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1～%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n interaction(s))</source>
        <translation>
            <numerusform>%1: %2（%n 件のインタラクション）</numerusform>
        </translation>
    </message>
    <message>
        <source>Promoted to a draft question of the gold set.</source>
        <translation>ゴールドセットの下書き質問に昇格しました。</translation>
    </message>
    <message>
        <source>Could not promote it.</source>
        <translation>昇格できませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Sampled %n interaction(s) into run %1.</source>
        <translation>
            <numerusform>%n 件のインタラクションを実行 %1 にサンプリングしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not sample into run %1 (does it exist already?).</source>
        <translation>実行 %1 にサンプリングできませんでした（すでに存在しますか？）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NameOnlyIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 ファイル</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NewBatchDialog</name>
    <message>
        <source>New Batch</source>
        <translation>新しいバッチ</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>バッチ %1</translation>
    </message>
    <message>
        <source>Relevance labelling (questions)</source>
        <translation>関連度のラベル付け（質問）</translation>
    </message>
    <message>
        <source>Verdict review (claims of a run)</source>
        <translation>判定のレビュー（ランの主張）</translation>
    </message>
    <message>
        <source>every eligible item</source>
        <translation>対象となる全項目</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>新しいシード</translation>
    </message>
    <message>
        <source>Draw a new seed</source>
        <translation>新しいシードを生成</translation>
    </message>
    <message>
        <source>How many annotators get each item; 2 or more where agreement is wanted</source>
        <translation>各項目を担当するアノテーターの人数。一致度を測るなら 2 以上</translation>
    </message>
    <message>
        <source>Annotators of the batch</source>
        <translation>バッチのアノテーター</translation>
    </message>
    <message>
        <source>Preview of the batch</source>
        <translation>バッチのプレビュー</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Take:</source>
        <translation>対象(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>ラン(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>件数(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation>選び方(&amp;P):</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Overlap:</source>
        <translation>オーバーラップ(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Annotators:</source>
        <translation>アノテーター(&amp;A):</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>プレビュー:</translation>
    </message>
    <message>
        <source>Claims of the run</source>
        <translation>ランの主張</translation>
    </message>
    <message>
        <source>All questions (not rejected)</source>
        <translation>すべての質問（却下を除く）</translation>
    </message>
    <message>
        <source>Accepted questions</source>
        <translation>承認済みの質問</translation>
    </message>
    <message>
        <source>Draft questions</source>
        <translation>下書きの質問</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Stratified by document</source>
        <translation>文書ごとに層化</translation>
    </message>
    <message>
        <source>Doubtful verdicts first (unsupported, contradicted)</source>
        <translation>疑わしい判定を優先（裏付けなし、矛盾）</translation>
    </message>
    <message>
        <source>Failing first (no relevant chunk in the run&apos;s top 10)</source>
        <translation>失敗を優先（ランの上位 10 件に関連チャンクなし）</translation>
    </message>
    <message>
        <source>Tick the annotators who get this batch.</source>
        <translation>このバッチを担当するアノテーターをチェックしてください。</translation>
    </message>
    <message>
        <source>This needs a run, and the project has none yet.</source>
        <translation>ランが必要ですが、プロジェクトにはまだありません。</translation>
    </message>
    <message>
        <source>%1 items; annotators per item: %2. The diagonal is each annotator&apos;s items, the other cells the items a pair shares.</source>
        <translation>%1 項目、1 項目あたりのアノテーター数: %2。対角線は各アノテーターの項目数、その他のセルはペアの共通項目数です。</translation>
    </message>
    <message>
        <source>&amp;Blind: annotators see neither each other&apos;s grades nor the judge&apos;s verdicts</source>
        <translation>ブラインド(&amp;B): アノテーターは互いの評価もジャッジの判定も見ません</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetListModel</name>
    <message>
        <source>vital</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>okay</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>承認済み</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>下書き</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>%1
(proposed by %2)</source>
        <translation>%1
（%2 の提案）</translation>
    </message>
    <message>
        <source>Accepted: locked against edits. A reopens it.</source>
        <translation>承認済み: 編集できません。A で再開します。</translation>
    </message>
    <message>
        <source>Draft: A accepts it.</source>
        <translation>下書き: A で承認します。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Nugget</source>
        <translation>ナゲット</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>重要度</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetPanel</name>
    <message>
        <source>&amp;Propose Nuggets...</source>
        <translation>ナゲットを提案(&amp;P)...</translation>
    </message>
    <message>
        <source>Ask the model of the preferences to propose nuggets from the ground truth (Ctrl+Shift+N)</source>
        <translation>設定のモデルに正解からナゲットを提案させます (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>Nuggets of the question</source>
        <translation>質問のナゲット</translation>
    </message>
    <message>
        <source>Keys: Insert add · F2 edit · Delete delete · V vital/okay · M merge with the next · Alt+↑/↓ move · A accept/reopen</source>
        <translation>キー: Insert 追加 · F2 編集 · Delete 削除 · V 必須/任意 · M 次と結合 · Alt+↑/↓ 移動 · A 承認/再開</translation>
    </message>
    <message>
        <source>&amp;Add Nugget</source>
        <translation>ナゲットを追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Edit Nugget</source>
        <translation>ナゲットを編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Nugget</source>
        <translation>ナゲットを削除(&amp;D)</translation>
    </message>
    <message>
        <source>Toggle &amp;Vital</source>
        <translation>必須を切り替え(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Merge with the Next Nugget</source>
        <translation>次のナゲットと結合(&amp;M)</translation>
    </message>
    <message>
        <source>Move Nugget &amp;Up</source>
        <translation>ナゲットを上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move Nugget Do&amp;wn</source>
        <translation>ナゲットを下へ(&amp;W)</translation>
    </message>
    <message>
        <source>A&amp;ccept or Reopen Nugget</source>
        <translation>ナゲットを承認または再開(&amp;C)</translation>
    </message>
    <message>
        <source>Nuggets: no question selected</source>
        <translation>ナゲット: 質問が選択されていません</translation>
    </message>
    <message>
        <source>%1 has no nuggets yet: Insert adds one, Propose Nuggets asks the model.</source>
        <translation>%1 にはまだナゲットがありません: Insert で追加、「ナゲットを提案」でモデルに尋ねます。</translation>
    </message>
    <message>
        <source>Nuggets of %1: %2, %3 vital, %4 accepted</source>
        <translation>%1 のナゲット: %2 件、必須 %3、承認済み %4</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 is accepted and locked: press A to reopen it, then %3.</source>
        <translation>%2 のナゲット %1 は承認済みでロックされています: A で再開してから%3。</translation>
    </message>
    <message>
        <source>Added a nugget to %1</source>
        <translation>%1 にナゲットを追加しました</translation>
    </message>
    <message>
        <source>edit it</source>
        <translation>編集してください</translation>
    </message>
    <message>
        <source>delete it</source>
        <translation>削除してください</translation>
    </message>
    <message>
        <source>Deleted a nugget of %1 (Ctrl+Z brings it back)</source>
        <translation>%1 のナゲットを削除しました (Ctrl+Z で戻せます)</translation>
    </message>
    <message>
        <source>change it</source>
        <translation>変更してください</translation>
    </message>
    <message>
        <source>merge it</source>
        <translation>結合してください</translation>
    </message>
    <message>
        <source>The last nugget has no next one to merge with.</source>
        <translation>最後のナゲットには結合する次のナゲットがありません。</translation>
    </message>
    <message>
        <source>move it</source>
        <translation>移動してください</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 accepted: locked until reopened (A).</source>
        <translation>%2 のナゲット %1 を承認しました: 再開 (A) まではロックされます。</translation>
    </message>
    <message>
        <source>Nugget %1 of %2 reopened for edits.</source>
        <translation>%2 のナゲット %1 を編集用に再開しました。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetReviewModel</name>
    <message>
        <source>supported</source>
        <translation>裏付けあり</translation>
    </message>
    <message>
        <source>partly supported</source>
        <translation>一部裏付けあり</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>裏付けなし</translation>
    </message>
    <message>
        <source>present</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The nugget was edited after %1 judged it: &quot;%2&quot;. Judge the run again.</source>
        <translation>ナゲットは %1 の判定後に編集されました: 「%2」。実行をもう一度ジャッジしてください。</translation>
    </message>
    <message>
        <source>The nugget was edited after it was judged: judge the run again.</source>
        <translation>ナゲットは判定後に編集されました: 実行をもう一度ジャッジしてください。</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source> (blind)</source>
        <translation>（ブラインド）</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>非表示</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>stale (edited)</source>
        <translation>古い（編集済み）</translation>
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
        <translation>ナゲット</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>重要度</translation>
    </message>
    <message>
        <source>Judge: answer</source>
        <translation>ジャッジ: 回答</translation>
    </message>
    <message>
        <source>Judge: contexts</source>
        <translation>ジャッジ: コンテキスト</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
</context>
<context>
    <name>goldset::ui::NuggetReviewPanel</name>
    <message>
        <source>Failing nuggets only</source>
        <translation>不合格のナゲットのみ</translation>
    </message>
    <message>
        <source>Not supported by the answer, or absent from the retrieved contexts</source>
        <translation>回答に裏付けがない、または検索されたコンテキストにない</translation>
    </message>
    <message>
        <source>Nuggets of the answer</source>
        <translation>回答のナゲット</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Retrieved contexts</source>
        <translation>検索されたコンテキスト</translation>
    </message>
    <message>
        <source>Keys: S supported · P partly · N not supported · Backspace clear mine · J/K next/previous</source>
        <translation>キー: S 裏付けあり · P 一部 · N 裏付けなし · Backspace 自分の判定を取消 · J/K 次/前</translation>
    </message>
    <message>
        <source>%1 has no nuggets: add them on the Dataset page.</source>
        <translation>%1 にはナゲットがありません: データセットページで追加してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s), %1 vital; judge %2.</source>
        <translation>
            <numerusform>ナゲット %n 件、必須 %1 件; ジャッジ %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>まだなし</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>nugget_all %1, nugget_vital %2, context_recall_llm %3.</source>
        <translation>nugget_all %1、nugget_vital %2、context_recall_llm %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n nugget(s) edited since judged: stale, not counted.</source>
        <translation>
            <numerusform>%n 件のナゲットが判定後に編集されました: 古いため数えません。</numerusform>
        </translation>
    </message>
    <message>
        <source>This project is open read-only: reviews cannot be saved.</source>
        <translation>このプロジェクトは読み取り専用で開かれています: レビューを保存できません。</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>先に自分を選択してください（設定のアノテーター）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PackageTransfer</name>
    <message>
        <source>%1 is open; close it first.</source>
        <translation>%1 は開いています。先に閉じてください。</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>%1 を置き換えられません。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PairTableModel</name>
    <message>
        <source>no shared questions</source>
        <translation>共通の質問なし</translation>
    </message>
    <message>
        <source>no real difference</source>
        <translation>実質的な差なし</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 が優れている</translation>
    </message>
    <message numerus="yes">
        <source>p = %1 before, %2 after Holm&apos;s correction over %n comparison(s)</source>
        <translation>
            <numerusform>p = %1（補正前）、%2（%n 件の比較で Holm 補正後）</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions where %1 is better / equal / worse than %2</source>
        <translation>%1 が %2 より良い / 同じ / 悪い質問</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Run A</source>
        <translation>ラン A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>ラン B</translation>
    </message>
    <message>
        <source>Mean A − B</source>
        <translation>平均 A − B</translation>
    </message>
    <message>
        <source>A wins / ties / losses</source>
        <translation>A 勝 / 分 / 敗</translation>
    </message>
    <message>
        <source>t-test p (Holm)</source>
        <translation>t 検定 p (Holm)</translation>
    </message>
    <message>
        <source>Randomization p (Holm)</source>
        <translation>ランダム化検定 p (Holm)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結論</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PairwiseAgreementModel</name>
    <message>
        <source>Undefined: too few shared items, or both annotators always gave the same label</source>
        <translation>未定義: 共通項目が少なすぎるか、両アノテーターが常に同じラベルを付けています</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Asymptotic standard error (Fleiss, Cohen &amp; Everitt 1969)</source>
        <translation>漸近標準誤差（Fleiss, Cohen &amp; Everitt 1969）</translation>
    </message>
    <message>
        <source>Landis &amp; Koch (1977)</source>
        <translation>Landis &amp; Koch (1977)</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>ペア</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>観測</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期待</translation>
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
        <translation>95% CI</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致度</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Preferences</name>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>&amp;LLM</source>
        <translation>LLM(&amp;L)</translation>
    </message>
    <message>
        <source>A&amp;nnotator</source>
        <translation>アノテーター(&amp;N)</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>外観(&amp;P)</translation>
    </message>
    <message>
        <source>Relevance labels and claim reviews are recorded under this name. The Labelling page can switch it too.</source>
        <translation>関連度のラベルと主張のレビューはこの名前で記録されます。「ラベル付け」ページでも切り替えられます。</translation>
    </message>
    <message>
        <source>&amp;Current annotator:</source>
        <translation>現在のアノテーター(&amp;C):</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PrimaryJudgeBox</name>
    <message>
        <source>Primary judge</source>
        <translation>プライマリジャッジ</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>自動（%1）</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>The judge whose verdicts count in this run&apos;s metrics. Automatic: the first judge that judged the run; running another judge never changes it.</source>
        <translation>この実行の指標に使われるジャッジ。自動：最初にこの実行を判定したモデル。別のジャッジを実行しても変わりません。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PromptTemplateEditor</name>
    <message>
        <source>Edit Prompt Template %1</source>
        <translation>プロンプトテンプレート %1 を編集</translation>
    </message>
    <message>
        <source>Reset Prompt Template %1</source>
        <translation>プロンプトテンプレート %1 をリセット</translation>
    </message>
    <message>
        <source>Questions (generation)</source>
        <translation>質問（生成）</translation>
    </message>
    <message>
        <source>Claims of an answer</source>
        <translation>回答の主張</translation>
    </message>
    <message>
        <source>Verdict on one claim (old judge)</source>
        <translation>一つの主張の判定（旧ジャッジ）</translation>
    </message>
    <message>
        <source>Verdicts on the claims</source>
        <translation>主張の判定</translation>
    </message>
    <message>
        <source>Citation checks</source>
        <translation>引用チェック</translation>
    </message>
    <message>
        <source>Answer relevancy questions</source>
        <translation>回答の関連性の質問</translation>
    </message>
    <message>
        <source>Nuggets of a ground truth</source>
        <translation>正解のナゲット</translation>
    </message>
    <message>
        <source>Nugget support by the answer</source>
        <translation>回答によるナゲットの裏付け</translation>
    </message>
    <message>
        <source>Context recall of the nuggets</source>
        <translation>ナゲットのコンテキスト再現率</translation>
    </message>
    <message>
        <source>Claim correctness against the nuggets</source>
        <translation>ナゲットに対する主張の正確さ</translation>
    </message>
    <message>
        <source>Generate Questions: one request per chunk; the answer lists questions with their ground truth.</source>
        <translation>質問の生成：チャンクごとに一つのリクエスト。回答は質問とその正解を列挙します。</translation>
    </message>
    <message>
        <source>The judge&apos;s first step: one request per answer, which cuts it into claims.</source>
        <translation>ジャッジの最初の段階：回答ごとに一つのリクエストで、回答を主張に分けます。</translation>
    </message>
    <message>
        <source>No longer asked: verdicts made with it stay valid while it is unchanged.</source>
        <translation>現在は使われません。これで出た判定は、変更しない限り有効です。</translation>
    </message>
    <message>
        <source>Faithfulness: one request per answer, all its claims (numbered) against the retrieved contexts.</source>
        <translation>忠実性：回答ごとに一つのリクエストで、すべての主張（番号付き）を検索されたコンテキストと照合します。</translation>
    </message>
    <message>
        <source>Citations: each cited statement against the chunks it cites.</source>
        <translation>引用：引用付きの各記述を、引用しているチャンクと照合します。</translation>
    </message>
    <message>
        <source>Answer relevancy: questions the answer would answer, compared by embeddings.</source>
        <translation>回答の関連性：回答が答えるはずの質問を、埋め込みで比較します。</translation>
    </message>
    <message>
        <source>Proposes the nuggets (atomic facts) of a question&apos;s ground truth.</source>
        <translation>質問の正解のナゲット（原子的な事実）を提案します。</translation>
    </message>
    <message>
        <source>Which nuggets of the question the answer states.</source>
        <translation>回答が質問のどのナゲットを述べているか。</translation>
    </message>
    <message>
        <source>Which nuggets the retrieved contexts contain.</source>
        <translation>検索されたコンテキストがどのナゲットを含むか。</translation>
    </message>
    <message>
        <source>Which nuggets each claim of the answer states.</source>
        <translation>回答の各主張がどのナゲットを述べているか。</translation>
    </message>
    <message>
        <source>the question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>the run&apos;s answer</source>
        <translation>ランの回答</translation>
    </message>
    <message>
        <source>one claim</source>
        <translation>一つの主張</translation>
    </message>
    <message>
        <source>the claims, one per line as &quot;claim N: ...&quot;</source>
        <translation>主張（1 行に一つ、&quot;claim N: ...&quot; の形式）</translation>
    </message>
    <message>
        <source>the passages, one per line as &quot;[chunk id] ...&quot;</source>
        <translation>パッセージ（1 行に一つ、&quot;[chunk id] ...&quot; の形式）</translation>
    </message>
    <message>
        <source>an aligned judge&apos;s worked examples (empty otherwise)</source>
        <translation>アラインされたジャッジの例題（それ以外は空）</translation>
    </message>
    <message>
        <source>the cited statements, numbered, with the chunks they cite</source>
        <translation>引用付きの記述（番号付き）と、引用しているチャンク</translation>
    </message>
    <message>
        <source>how many to write</source>
        <translation>書く数</translation>
    </message>
    <message>
        <source>the nuggets, one per line as &quot;nugget N: ...&quot;</source>
        <translation>ナゲット（1 行に一つ、&quot;nugget N: ...&quot; の形式）</translation>
    </message>
    <message>
        <source>the question&apos;s ground-truth answer</source>
        <translation>質問の正解</translation>
    </message>
    <message>
        <source>the chunk&apos;s text</source>
        <translation>チャンクのテキスト</translation>
    </message>
    <message>
        <source>the chunk&apos;s id</source>
        <translation>チャンクの ID</translation>
    </message>
    <message>
        <source>the document&apos;s title</source>
        <translation>文書のタイトル</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3 is not a placeholder of this template.</source>
        <translation>%1 行 %2 列：%3 はこのテンプレートのプレースホルダーではありません。</translation>
    </message>
    <message>
        <source>%1 is missing: this template needs it.</source>
        <translation>%1 がありません。このテンプレートに必要です。</translation>
    </message>
    <message>
        <source>Line %1, column %2: &quot;{{&quot; opens no placeholder (write {{name}}).</source>
        <translation>%1 行 %2 列：&quot;{{&quot; がプレースホルダーになっていません（{{name}} と書いてください）。</translation>
    </message>
    <message>
        <source>The template is empty: use Reset to Default instead.</source>
        <translation>テンプレートが空です。代わりに「既定に戻す」を使ってください。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::PromptTemplatesDialog</name>
    <message>
        <source>Prompt Templates</source>
        <translation>プロンプトテンプレート</translation>
    </message>
    <message>
        <source>Prompt templates</source>
        <translation>プロンプトテンプレート</translation>
    </message>
    <message>
        <source>Template text</source>
        <translation>テンプレートのテキスト</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Checks the placeholders and saves the template in the project (Ctrl+S).</source>
        <translation>プレースホルダーを確認し、テンプレートをプロジェクトに保存します（Ctrl+S）。</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>既定に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>The answer schemas are fixed; the wording is yours. Items judged with another version of a template are judged again on the next run.</source>
        <translation>回答のスキーマは固定で、文面は自由です。別の版のテンプレートで判定された項目は、次の実行で再判定されます。</translation>
    </message>
    <message>
        <source>&lt;code&gt;{{%1}}&lt;/code&gt; %2%3</source>
        <translation>&lt;code&gt;{{%1}}&lt;/code&gt; %2%3</translation>
    </message>
    <message>
        <source> &lt;b&gt;(required)&lt;/b&gt;</source>
        <translation> &lt;b&gt;（必須）&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Placeholders:</source>
        <translation>プレースホルダー：</translation>
    </message>
    <message>
        <source>%1 (project&apos;s)</source>
        <translation>%1（プロジェクト独自）</translation>
    </message>
    <message>
        <source>Default template; hash %1.</source>
        <translation>既定のテンプレート。ハッシュ %1。</translation>
    </message>
    <message>
        <source>The project&apos;s template; hash %1.</source>
        <translation>プロジェクトのテンプレート。ハッシュ %1。</translation>
    </message>
    <message>
        <source> Edited, not saved.</source>
        <translation> 編集済み、未保存。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ProposeNuggetsDialog</name>
    <message>
        <source>Propose Nuggets</source>
        <translation>ナゲットを提案</translation>
    </message>
    <message>
        <source>The selected question (select one in the table)</source>
        <translation>選択した質問（表で選択してください）</translation>
    </message>
    <message>
        <source>The selected question, %1</source>
        <translation>選択した質問 %1</translation>
    </message>
    <message>
        <source>%1 has nuggets already; they are never replaced.</source>
        <translation>%1 には既にナゲットがあります。置き換えられることはありません。</translation>
    </message>
    <message numerus="yes">
        <source>Every question with a ground truth and no nuggets yet (%n question(s) without nuggets)</source>
        <translation>
            <numerusform>正解がありナゲットがまだない全質問（ナゲットのない質問 %n 件）</numerusform>
        </translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source> questions</source>
        <translation> 件の質問</translation>
    </message>
    <message>
        <source>At most this many questions in this run, of those not done yet.</source>
        <translation>今回の実行で、未処理の質問のうち最大この件数まで。</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>質問:</translation>
    </message>
    <message>
        <source>At &amp;most:</source>
        <translation>最大(&amp;M):</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>モデル:</translation>
    </message>
    <message>
        <source>Each question&apos;s ground truth (and its gold chunks) is split into short facts, vital or okay, stored as drafts for you to edit and accept.</source>
        <translation>各質問の正解（とそのゴールドチャンク）を短い事実（必須または任意）に分け、編集・承認用の下書きとして保存します。</translation>
    </message>
    <message>
        <source>&amp;Propose</source>
        <translation>提案(&amp;P)</translation>
    </message>
    <message>
        <source>%1 at %2, %3 requests at once (Edit → Preferences)</source>
        <translation>%1（%2）、同時 %3 リクエスト（編集 → 設定）</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>エンドポイントまたはモデルが未設定です。編集 → 環境設定 → LLM で設定してください。</translation>
    </message>
    <message>
        <source>Proposing…</source>
        <translation>提案中…</translation>
    </message>
    <message>
        <source>Proposing nuggets</source>
        <translation>ナゲットを提案中</translation>
    </message>
    <message>
        <source>Nothing was proposed: %1</source>
        <translation>何も提案されませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>Proposed nuggets for %n question(s)</source>
        <translation>
            <numerusform>%n 件の質問にナゲットを提案しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) failed</source>
        <translation>
            <numerusform>%n 件の質問が失敗しました</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <source>All %1 questions are done.</source>
        <translation>全 %1 件の質問が完了しました。</translation>
    </message>
    <message>
        <source>%1 of %2 questions are done; run again to do the rest.</source>
        <translation>%2 件中 %1 件の質問が完了; 残りはもう一度実行してください。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>Propose Nuggets: %1</source>
        <translation>ナゲットを提案: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionDetailView</name>
    <message>
        <source>Question:</source>
        <translation>質問:</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>正解:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状態:</translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>由来:</translation>
    </message>
    <message>
        <source>Generator:</source>
        <translation>生成モデル:</translation>
    </message>
    <message>
        <source>Source chunk:</source>
        <translation>ソースチャンク:</translation>
    </message>
    <message>
        <source>Select a gold chunk to read it.</source>
        <translation>ゴールドチャンクを選択すると内容を表示します。</translation>
    </message>
    <message>
        <source>No question selected</source>
        <translation>質問が選択されていません</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>プロジェクトが開かれていません</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>No chunk is labelled for this question yet.</source>
        <translation>この質問にはまだラベル付けされたチャンクがありません。</translation>
    </message>
    <message>
        <source>%1 labelled chunk(s), %2 gold (gold grade 1 or more):</source>
        <translation>ラベル付け済みチャンク %1 件、うちゴールド %2 件（ゴールドグレード 1 以上）:</translation>
    </message>
    <message>
        <source>(the text of %1 is not imported)</source>
        <translation>（%1 のテキストはインポートされていません）</translation>
    </message>
    <message>
        <source>Gold chunks of the question</source>
        <translation>質問のゴールドチャンク</translation>
    </message>
    <message>
        <source>Text of the selected chunk</source>
        <translation>選択したチャンクのテキスト</translation>
    </message>
    <message>
        <source>Question details</source>
        <translation>質問の詳細</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionEditDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
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
        <translation>質問:</translation>
    </message>
    <message>
        <source>Ground-truth answer:</source>
        <translation>正解:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::QuestionListModel</name>
    <message>
        <source>Question id</source>
        <translation>質問 ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
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
        <translation>下書き</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>承認済み</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>却下</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>手動</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Near duplicate of %1</source>
        <translation>%1 と類似重複</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>由来</translation>
    </message>
    <message>
        <source>Gold chunks</source>
        <translation>ゴールド数</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新日時</translation>
    </message>
    <message>
        <source>Near duplicate</source>
        <translation>類似重複</translation>
    </message>
    <message>
        <source>0 + source</source>
        <translation>0 + 出典</translation>
    </message>
    <message>
        <source>No chunk is graded yet. The question was generated from a source chunk, which holds its answer: grade it (and others) in Labelling to make them gold.</source>
        <translation>まだどのチャンクも評価されていません。この質問は回答を含む出典チャンクから生成されました。ラベリングでそのチャンク（と他のチャンク）を評価すると、ゴールドになります。</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>ナゲット</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReadOnlyBanner</name>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; %1 cannot be written (the file, its folder or its disk): every page reads it, no change can be saved. Save a Copy As makes a copy you can edit.</source>
        <translation>&lt;b&gt;読み取り専用。&lt;/b&gt;%1 に書き込めません（ファイル、そのフォルダー、またはそのディスク）。各ページで読み取れますが、変更は保存できません。「コピーを別名で保存」で編集できるコピーを作成できます。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近のプロジェクト(&amp;R)</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>最近のプロジェクトはありません</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>リストを消去(&amp;C)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewPage</name>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>&amp;Failing only</source>
        <translation>不合格のみ(&amp;F)</translation>
    </message>
    <message>
        <source>Judge and &amp;human disagree</source>
        <translation>ジャッジと人間が不一致(&amp;H)</translation>
    </message>
    <message>
        <source>Not yet re&amp;viewed</source>
        <translation>未レビュー(&amp;V)</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>ラン:</translation>
    </message>
    <message>
        <source>Questions of the run</source>
        <translation>ランの質問</translation>
    </message>
    <message>
        <source>Answer with its claims</source>
        <translation>回答とその主張</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>主張</translation>
    </message>
    <message>
        <source>Retrieved contexts</source>
        <translation>検索されたコンテキスト</translation>
    </message>
    <message>
        <source>Judge trust</source>
        <translation>ジャッジの信頼性</translation>
    </message>
    <message>
        <source>Mark &amp;Supported</source>
        <translation>裏付けありにする(&amp;S)</translation>
    </message>
    <message>
        <source>Mark &amp;Unsupported</source>
        <translation>裏付けなしにする(&amp;U)</translation>
    </message>
    <message>
        <source>Mark &amp;Contradicted</source>
        <translation>矛盾にする(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;lear My Verdict</source>
        <translation>自分の判定を解除(&amp;L)</translation>
    </message>
    <message>
        <source>Edit &amp;Note...</source>
        <translation>メモを編集(&amp;N)...</translation>
    </message>
    <message>
        <source>Next Claim</source>
        <translation>次の主張</translation>
    </message>
    <message>
        <source>Previous Claim</source>
        <translation>前の主張</translation>
    </message>
    <message>
        <source>Next Question</source>
        <translation>次の質問</translation>
    </message>
    <message>
        <source>Previous Question</source>
        <translation>前の質問</translation>
    </message>
    <message>
        <source>Questions with faithfulness below %1</source>
        <translation>忠実性が %1 未満の質問</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>正解:</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Note on this claim:</source>
        <translation>この主張へのメモ:</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>レビュー</translation>
    </message>
    <message>
        <source>Run &amp;Judge...</source>
        <translation>ジャッジを実行(&amp;J)...</translation>
    </message>
    <message>
        <source>&amp;Blind (hide the judge and other reviewers until I decide)</source>
        <translation>ブラインド(&amp;B)（判定するまでジャッジと他のレビュー担当者を隠す）</translation>
    </message>
    <message>
        <source>Primary &amp;judge:</source>
        <translation>プライマリジャッジ(&amp;J):</translation>
    </message>
    <message>
        <source>Claims and judge trust</source>
        <translation>主張とジャッジの信頼性</translation>
    </message>
    <message>
        <source>Not while reviewing blind: it would tell the verdicts.</source>
        <translation>ブラインドレビュー中は使えません: 判定がわかってしまいます。</translation>
    </message>
    <message>
        <source>The claims of one judge at a time: two judges split an answer differently.</source>
        <translation>一度に一つのジャッジの主張のみ表示：モデルごとに回答の分け方が異なります。</translation>
    </message>
    <message>
        <source>Claims &amp;of:</source>
        <translation>主張のジャッジ(&amp;O)：</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>ナゲット</translation>
    </message>
    <message>
        <source>Edit Cla&amp;im...</source>
        <translation>主張を編集(&amp;I)...</translation>
    </message>
    <message>
        <source>Spli&amp;t Claim...</source>
        <translation>主張を分割(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Merge with the Next Claim</source>
        <translation>次の主張と結合(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Add Claim...</source>
        <translation>主張を追加(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Delete Claim</source>
        <translation>主張を削除(&amp;D)</translation>
    </message>
    <message>
        <source>Choose a claim first.</source>
        <translation>先に主張を選んでください。</translation>
    </message>
    <message>
        <source>Claim split in two: Run Judge judges both.</source>
        <translation>主張を二つに分割しました。ジャッジを実行すると両方を判定します。</translation>
    </message>
    <message>
        <source>Claim added: Run Judge judges it.</source>
        <translation>主張を追加しました。ジャッジを実行すると判定します。</translation>
    </message>
    <message>
        <source>Claim changed: its verdicts are cleared and Run Judge judges it again.</source>
        <translation>主張を変更しました。判定は消去され、ジャッジの実行で再判定されます。</translation>
    </message>
    <message>
        <source>Claims merged: Run Judge judges the merged claim.</source>
        <translation>主張を結合しました。ジャッジの実行で結合後の主張を判定します。</translation>
    </message>
    <message>
        <source>Claim deleted (Undo brings it back with its verdicts).</source>
        <translation>主張を削除しました（元に戻すと判定ごと復元されます）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewQuestionModel</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
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
        <translation>質問</translation>
    </message>
    <message>
        <source>Faithfulness</source>
        <translation>忠実性</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>非裏付け</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>レビュー済み</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>非表示</translation>
    </message>
    <message>
        <source>Blind review: shown once you have given your verdict on every claim of this question.</source>
        <translation>ブラインドレビュー: この質問のすべての主張を判定すると表示されます。</translation>
    </message>
    <message>
        <source>Claims you have reviewed</source>
        <translation>あなたがレビューした主張</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ReviewState</name>
    <message>
        <source>Reading run %1...</source>
        <translation>ラン %1 を読み込んでいます...</translation>
    </message>
    <message>
        <source>This project has no runs yet: import one (File → Import).</source>
        <translation>このプロジェクトにはまだランがありません。インポートしてください（ファイル → インポート）。</translation>
    </message>
    <message>
        <source>Open a project to review its runs.</source>
        <translation>プロジェクトを開いてランをレビューしてください。</translation>
    </message>
    <message>
        <source>imported verdicts</source>
        <translation>インポートされた判定</translation>
    </message>
    <message>
        <source>%1 (primary)</source>
        <translation>%1（主）</translation>
    </message>
    <message>
        <source>Choose Primary Judge</source>
        <translation>プライマリジャッジを選択</translation>
    </message>
    <message>
        <source>Run %1: the first judge to run counts.</source>
        <translation>実行 %1：最初のジャッジが使われます。</translation>
    </message>
    <message>
        <source>Run %1: the verdicts of %2 count.</source>
        <translation>ラン %1: %2 の判定が数えられます。</translation>
    </message>
    <message>
        <source>%1 questions, %2 claims, %3 reviewed; %4 judge verdicts overridden by people.</source>
        <translation>質問 %1 件、主張 %2 件、レビュー済み %3 件。ジャッジの判定 %4 件を人間が覆しました。</translation>
    </message>
    <message>
        <source>Choose who you are first (the annotator in the preferences).</source>
        <translation>先に自分を選択してください（設定のアノテーター）。</translation>
    </message>
    <message>
        <source>Give a verdict first (S, U or C), then a note.</source>
        <translation>先に判定（S、U、C）を付けてから、メモを追加してください。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunChartView</name>
    <message>
        <source>proof of concept</source>
        <translation>概念実証</translation>
    </message>
    <message>
        <source>production</source>
        <translation>本番</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>優秀</translation>
    </message>
    <message>
        <source>%1 band</source>
        <translation>%1 バンド</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>しきい値 %1</translation>
    </message>
    <message>
        <source>Legend (hidden for want of room):</source>
        <translation>凡例（表示領域が足りないため非表示）:</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunEdits</name>
    <message>
        <source>Re&amp;name Run</source>
        <translation>ランの名前を変更(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Delete Run</source>
        <translation>ランを削除(&amp;D)</translation>
    </message>
    <message>
        <source>A run needs a name.</source>
        <translation>ランには名前が必要です。</translation>
    </message>
    <message>
        <source>There is already a run named %1.</source>
        <translation>%1 という名前のランはすでにあります。</translation>
    </message>
    <message>
        <source>Run %1 renamed to %2.</source>
        <translation>ラン %1 の名前を %2 に変更しました。</translation>
    </message>
    <message>
        <source>Run %1 deleted (Ctrl+Z brings it back).</source>
        <translation>ラン %1 を削除しました（Ctrl+Z で元に戻せます）。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunJudgeDialog</name>
    <message>
        <source>Run Judge</source>
        <translation>ジャッジを実行</translation>
    </message>
    <message>
        <source>%1 at %2 (Edit → Preferences)</source>
        <translation>%2 の %1（編集 → 環境設定）</translation>
    </message>
    <message>
        <source>No endpoint or model set: set them in Edit → Preferences → LLM.</source>
        <translation>エンドポイントまたはモデルが未設定です。編集 → 環境設定 → LLM で設定してください。</translation>
    </message>
    <message>
        <source>&amp;Only what this model has not judged yet (resumes)</source>
        <translation>このモデルが未判定のものだけ（再開）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;All claims again: new verdicts (claims and human reviews are kept)</source>
        <translation>すべての主張をやり直す: 新しい判定（主張と人間のレビューは保持）(&amp;A)</translation>
    </message>
    <message>
        <source>Le&amp;xical judge, offline (no LLM): each sentence is a claim, supported when a retrieved sentence covers its words</source>
        <translation>語彙ジャッジ、オフライン（LLM なし）: 各文を主張とし、検索された文がその語を網羅すれば裏付けありとします(&amp;X)</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>ラン(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>判定(&amp;J)</translation>
    </message>
    <message>
        <source>The project has no runs: import one first (File → Import).</source>
        <translation>プロジェクトにランがありません。先にインポートしてください（ファイル → インポート）。</translation>
    </message>
    <message>
        <source>Judging…</source>
        <translation>判定中…</translation>
    </message>
    <message>
        <source>Lexical judge on %1</source>
        <translation>%1 の語彙ジャッジ</translation>
    </message>
    <message>
        <source>Judging %1 with %2</source>
        <translation>%2 で %1 を判定しています</translation>
    </message>
    <message>
        <source>The judge could not run: %1</source>
        <translation>ジャッジを実行できませんでした: %1</translation>
    </message>
    <message>
        <source>answers: %1</source>
        <translation>回答: %1</translation>
    </message>
    <message>
        <source>claims: %1</source>
        <translation>主張: %1</translation>
    </message>
    <message>
        <source>supported: %1</source>
        <translation>裏付けあり: %1</translation>
    </message>
    <message>
        <source>mean faithfulness (lexical) %1</source>
        <translation>平均忠実性（語彙）%1</translation>
    </message>
    <message>
        <source>mean faithfulness %1</source>
        <translation>平均忠実性 %1</translation>
    </message>
    <message>
        <source>%1 of %2 items done, %3 failed</source>
        <translation>%2 項目中 %1 項目が完了、%3 項目が失敗</translation>
    </message>
    <message>
        <source>cancelled: run again to resume</source>
        <translation>中止しました。再実行すると再開します</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>warnings: %1, e.g. %2</source>
        <translation>警告: %1 件（例: %2）</translation>
    </message>
    <message>
        <source>Judge on %1: %2</source>
        <translation>%1 のジャッジ: %2</translation>
    </message>
    <message>
        <source>&amp;LLM judge: per answer, one request for its claims and one for their verdicts</source>
        <translation>&amp;LLM 判定：回答ごとに主張の抽出で 1 回、判定で 1 回のリクエスト</translation>
    </message>
    <message>
        <source>Ali&amp;gned: show the judge the project&apos;s reviewed claims as worked examples (a judge of its own, compared on the Judge trust tab)</source>
        <translation>アライン(&amp;G)：プロジェクトのレビュー済みの主張を例としてジャッジに示す（独立したジャッジとして「判定の信頼性」タブで比較）</translation>
    </message>
    <message>
        <source>Will send %1 requests (%2 for claims, %3 for verdicts), about %4 prompt and %5 completion tokens; %6 of %7 answers are judged already.</source>
        <translation>%1 件のリクエストを送信します（主張 %2 件、判定 %3 件）。プロンプト約 %4 トークン、生成約 %5 トークン。%7 件の回答のうち %6 件は判定済みです。</translation>
    </message>
    <message>
        <source>%1 requests will have their contexts cut to %2 tokens.</source>
        <translation>%1 件のリクエストでコンテキストが %2 トークンに切り詰められます。</translation>
    </message>
    <message>
        <source>Tokens this run: %1 prompt + %2 completion in %3 requests; the job so far: %4 + %5.</source>
        <translation>今回のトークン：%3 件のリクエストでプロンプト %1 + 生成 %2。このジョブの累計：%4 + %5。</translation>
    </message>
    <message>
        <source>%1 answers did not say what they cost; the totals leave them out.</source>
        <translation>%1 件の応答は使用量を報告しなかったため、合計に含まれていません。</translation>
    </message>
    <message>
        <source>Judge for:</source>
        <translation>ジャッジ対象:</translation>
    </message>
    <message>
        <source>&amp;faithfulness</source>
        <translation>忠実性(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;nuggets</source>
        <translation>ナゲット(&amp;N)</translation>
    </message>
    <message>
        <source>context re&amp;call</source>
        <translation>コンテキスト再現率(&amp;C)</translation>
    </message>
    <message>
        <source>c&amp;orrectness</source>
        <translation>正確性(&amp;O)</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunListModel</name>
    <message>
        <source>Parameters: %1</source>
        <translation>パラメーター: %1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>System version</source>
        <translation>システムバージョン</translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation>作成日時: %1</translation>
    </message>
    <message>
        <source>System version: %1</source>
        <translation>システムバージョン: %1</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsExporter</name>
    <message>
        <source>Show a chart first (Comparison, History, Distribution or Scatter).</source>
        <translation>先にチャートを表示してください（比較、履歴、分布、散布図）。</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>チャートをエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>Chart saved to %1</source>
        <translation>チャートを %1 に保存しました</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <source>Check the runs the report should cover first.</source>
        <translation>先にレポートの対象とするランをチェックしてください。</translation>
    </message>
    <message>
        <source>Markdown, for a pull request (*.md);;HTML (*.html);;PDF (*.pdf)</source>
        <translation>Markdown（プルリクエスト用） (*.md);;HTML (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the report...</source>
        <translation>レポートを書き出しています...</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>レポートを %1 に保存しました</translation>
    </message>
    <message>
        <source>Export Metric Table</source>
        <translation>指標表のエクスポート</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Metric table saved to %1</source>
        <translation>指標表を %1 に保存しました</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsPage</name>
    <message>
        <source>Charts</source>
        <translation>チャート</translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>History chart</source>
        <translation>履歴チャート</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Distribution</source>
        <translation>分布(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Scatter</source>
        <translation>散布図(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Thresholds</source>
        <translation>しきい値(&amp;T)</translation>
    </message>
    <message>
        <source>Runs &amp;&amp; Charts</source>
        <translation>ランとチャート</translation>
    </message>
    <message>
        <source>The runs cannot be evaluated:
%1</source>
        <translation>ランを評価できません:
%1</translation>
    </message>
    <message>
        <source>&amp;Runs (check the ones to compare)</source>
        <translation>ラン（比較するものをチェック）(&amp;R)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>&amp;Metric</source>
        <translation>指標(&amp;M)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Computation progress</source>
        <translation>計算の進行状況</translation>
    </message>
    <message>
        <source>Metrics of the compared runs</source>
        <translation>比較するランの指標</translation>
    </message>
    <message>
        <source>Comparison chart</source>
        <translation>比較チャート</translation>
    </message>
    <message>
        <source>Significance of the differences</source>
        <translation>差の有意性</translation>
    </message>
    <message>
        <source>Double-click a pair to list the questions where the two runs differ.</source>
        <translation>ペアをダブルクリックすると、2 つのランで結果が異なる質問が一覧表示されます。</translation>
    </message>
    <message>
        <source>Questions where %1 and %2 differ on %3</source>
        <translation>%1 と %2 で %3 が異なる質問</translation>
    </message>
    <message>
        <source>R&amp;un:</source>
        <translation>ラン(&amp;U):</translation>
    </message>
    <message>
        <source>Run of the distribution</source>
        <translation>分布のラン</translation>
    </message>
    <message>
        <source>Distribution chart</source>
        <translation>分布チャート</translation>
    </message>
    <message>
        <source>Run &amp;A (x):</source>
        <translation>ラン A (x)(&amp;A):</translation>
    </message>
    <message>
        <source>Run &amp;B (y):</source>
        <translation>ラン B (y)(&amp;B):</translation>
    </message>
    <message>
        <source>First run of the scatter plot</source>
        <translation>散布図の 1 つ目のラン</translation>
    </message>
    <message>
        <source>Second run of the scatter plot</source>
        <translation>散布図の 2 つ目のラン</translation>
    </message>
    <message>
        <source>Scatter chart</source>
        <translation>散布図</translation>
    </message>
    <message>
        <source>The release gate of &lt;tt&gt;goldset-cli check&lt;/tt&gt;: a threshold per metric, and the bands drawn behind the history chart. Double-click a cell to edit; Edit → Undo takes an edit back.</source>
        <translation>&lt;tt&gt;goldset-cli check&lt;/tt&gt; のリリース判定: 指標ごとのしきい値と、履歴チャートの背景に描かれるバンドです。セルをダブルクリックすると編集できます。編集 → 元に戻す で変更を取り消せます。</translation>
    </message>
    <message>
        <source>Thresholds and bands</source>
        <translation>しきい値とバンド</translation>
    </message>
    <message>
        <source>Threshold input problem</source>
        <translation>しきい値の入力に問題があります</translation>
    </message>
    <message>
        <source>Click a bar, point or bin to list the questions behind it.</source>
        <translation>バー、点、ビンをクリックすると、その質問が一覧表示されます。</translation>
    </message>
    <message>
        <source>Questions behind the selection</source>
        <translation>選択範囲の質問</translation>
    </message>
    <message>
        <source>Open in &amp;Review</source>
        <translation>レビューで開く(&amp;R)</translation>
    </message>
    <message>
        <source>Open in &amp;Labelling</source>
        <translation>ラベル付けで開く(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Recompute Metrics</source>
        <translation>指標を再計算(&amp;R)</translation>
    </message>
    <message>
        <source>Export &amp;Chart...</source>
        <translation>チャートをエクスポート(&amp;C)...</translation>
    </message>
    <message>
        <source>Export &amp;Report...</source>
        <translation>レポートをエクスポート(&amp;R)...</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n question(s)</source>
        <translation>
            <numerusform>%1: %n 件の質問</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a question in the list first.</source>
        <translation>先にリストで質問を選択してください。</translation>
    </message>
    <message>
        <source>Count &amp;drafts and rejected questions</source>
        <translation>下書きと却下された質問も数える(&amp;D)</translation>
    </message>
    <message>
        <source>Off: the metrics count only the accepted questions of each run (drafts and rejected questions are left out, as goldset-cli does without --questions all).</source>
        <translation>オフ：指標は各ランの承認済みの質問だけを数えます（下書きと却下された質問は除外されます。--questions all なしの goldset-cli と同じです）。</translation>
    </message>
    <message>
        <source>Export Metric &amp;Table (CSV)...</source>
        <translation>指標表をエクスポート (CSV)(&amp;T)...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::RunsState</name>
    <message numerus="yes">
        <source>Evaluating %n run(s)...</source>
        <translation>
            <numerusform>%n 件のランを評価しています...</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing the metrics of every run...</source>
        <translation>すべてのランの指標を計算しています...</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) evaluated.</source>
        <translation>
            <numerusform>%n 件のランを評価しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs are evaluated when this page is shown.</source>
        <translation>このページを表示するとランが評価されます。</translation>
    </message>
    <message>
        <source>Open a project to see its runs.</source>
        <translation>ランを表示するにはプロジェクトを開いてください。</translation>
    </message>
    <message>
        <source>No runs yet. Import one (File → Import, format trec-run, goldset-run or ragas).</source>
        <translation>ランがまだありません。インポートしてください（ファイル → インポート、形式は trec-run、goldset-run、ragas）。</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s)...</source>
        <translation>
            <numerusform>%n 件のランを比較しています...</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing confidence intervals and significance tests...</source>
        <translation>信頼区間と有意性検定を計算しています...</translation>
    </message>
    <message numerus="yes">
        <source>%n real difference(s) after Holm&apos;s correction.</source>
        <translation>
            <numerusform>Holm 補正後の実質的な差: %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check runs in the list to compare them.</source>
        <translation>比較するランをリストでチェックしてください。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SaveCopyRunner</name>
    <message>
        <source>Save a Copy</source>
        <translation>コピーを保存</translation>
    </message>
    <message>
        <source>Copy cancelled: nothing was written.</source>
        <translation>コピーを取り消しました: 何も書き込まれていません。</translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation>コピーを %1 として保存しました</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ScatterChartView</name>
    <message>
        <source>Questions where %1 = %2 for %3 and %4 for %5</source>
        <translation>%1 が %3 で %2、%5 で %4 の質問</translation>
    </message>
    <message>
        <source>Choose two different runs to compare question by question.</source>
        <translation>質問ごとに比較する 2 つの異なるランを選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 against %3, %n question(s)</source>
        <translation>
            <numerusform>%1: %2 対 %3、%n 件の質問</numerusform>
        </translation>
    </message>
    <message>
        <source>equal</source>
        <translation>同等</translation>
    </message>
    <message>
        <source>1 question</source>
        <translation>1 件の質問</translation>
    </message>
    <message>
        <source>%1+ questions</source>
        <translation>%1 件以上の質問</translation>
    </message>
    <message>
        <source>%1–%2 questions</source>
        <translation>%1～%2 件の質問</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2、%3</translation>
    </message>
    <message>
        <source>%1: %2 higher than %3 on %4 question(s), lower on %5, equal on %6</source>
        <translation>%1: %2 は %3 より %4 件の質問で高く、%5 件で低く、%6 件で同等</translation>
    </message>
    <message>
        <source>Evaluating %1 and %2...</source>
        <translation>%1 と %2 を評価しています...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SearchHitModel</name>
    <message>
        <source>Chunk</source>
        <translation>チャンク</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerPasswordStore</name>
    <message>
        <source>the keychain is switched off (GOLDSET_NO_KEYCHAIN)</source>
        <translation>キーチェーンは無効です（GOLDSET_NO_KEYCHAIN）</translation>
    </message>
    <message>
        <source>no Secret Service or KWallet answered</source>
        <translation>Secret Service も KWallet も応答しませんでした</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerProjectDialog</name>
    <message>
        <source>Open Server Project</source>
        <translation>サーバーのプロジェクトを開く</translation>
    </message>
    <message>
        <source>A project on a shared PostgreSQL server. Your team lead gives you its address; scripts/team-server.sh sets a server up.</source>
        <translation>共有の PostgreSQL サーバー上のプロジェクトです。アドレスはチームリーダーから受け取ってください。scripts/team-server.sh でサーバーを用意できます。</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A):</translation>
    </message>
    <message>
        <source>kept in memory until Goldset quits; empty: ~/.pgpass or PGPASSWORD</source>
        <translation>Goldset の終了までメモリにだけ保持。空欄: ~/.pgpass か PGPASSWORD</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Create the project there if it does not exist</source>
        <translation>なければそこにプロジェクトを作成する(&amp;C)</translation>
    </message>
    <message>
        <source>Problem with the address</source>
        <translation>アドレスの問題</translation>
    </message>
    <message>
        <source>&amp;Remember password in the keychain</source>
        <translation>パスワードをキーチェーンに保存する(&amp;R)</translation>
    </message>
    <message>
        <source>Stored in the system&apos;s keychain for this user, server and database; never in the settings or the project.</source>
        <translation>このユーザー・サーバー・データベース用にシステムのキーチェーンに保存されます。設定やプロジェクトには保存されません。</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ServerSignIn</name>
    <message>
        <source>The password was not stored in the keychain (%1); it is kept until Goldset quits.</source>
        <translation>パスワードはキーチェーンに保存されませんでした（%1）。Goldset を終了するまでメモリに保持されます。</translation>
    </message>
    <message>
        <source>Cannot create project</source>
        <translation>プロジェクトを作成できません</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetAdjudicationCommand</name>
    <message>
        <source>adjudicate %1 as %2</source>
        <translation>%1 を %2 に裁定</translation>
    </message>
    <message>
        <source>clear the adjudication of %1</source>
        <translation>%1 の裁定を解除</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetAnnotatorRoleCommand</name>
    <message>
        <source>make %1 a lead</source>
        <translation>%1 をリードにする</translation>
    </message>
    <message>
        <source>make %1 an annotator</source>
        <translation>%1 をアノテーターにする</translation>
    </message>
</context>
<context>
    <name>goldset::ui::SetCitationReviewCommand</name>
    <message>
        <source>Clear Citation Verdict</source>
        <translation>引用の判定を消去</translation>
    </message>
    <message>
        <source>Citations Entail Statement</source>
        <translation>引用が主張を含意する</translation>
    </message>
    <message>
        <source>Citations Do Not Entail Statement</source>
        <translation>引用が主張を含意しない</translation>
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
        <translation>判定を解除</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ShellMenus</name>
    <message>
        <source>&amp;New Project...</source>
        <translation>新規プロジェクト(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>プロジェクトを開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As...</source>
        <translation>コピーを別名で保存(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>プロジェクトを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>環境設定(&amp;P)...</translation>
    </message>
    <message>
        <source>Prompt &amp;Templates...</source>
        <translation>プロンプトテンプレート(&amp;T)...</translation>
    </message>
    <message>
        <source>The project&apos;s prompts of the judge and the generator</source>
        <translation>このプロジェクトのジャッジと生成器のプロンプト</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>キーボードショートカット(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;About Goldset</source>
        <translation>Goldset について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>ページ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>元に戻しました: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>やり直しました: %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す: %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直し: %1(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Server Project...</source>
        <translation>サーバーのプロジェクトを開く(&amp;S)...</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Filter by page, action or key (e.g. review, undo, ctrl)</source>
        <translation>ページ、操作、キーで絞り込み（例: レビュー、元に戻す、Ctrl）</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>ショートカットを絞り込む</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>%1 shortcuts</source>
        <translation>%1 個のショートカット</translation>
    </message>
    <message>
        <source>%1 of %2 shortcuts</source>
        <translation>%2 個中 %1 個のショートカット</translation>
    </message>
</context>
<context>
    <name>goldset::ui::ThresholdTableModel</name>
    <message>
        <source>A bound such as &quot;&gt;=0.75&quot; or &quot;&lt;=2500&quot;; a bare number means %1. Empty: no gate.</source>
        <translation>「&gt;=0.75」や「&lt;=2500」のような境界。数値のみの場合は %1 を意味します。空欄: 判定なし。</translation>
    </message>
    <message>
        <source>Three falling bounds: proof of concept, production, excellent (for example 4000,2500,1200). Empty: no bands.</source>
        <translation>降順の境界 3 つ: 概念実証、本番、優秀（例: 4000,2500,1200）。空欄: バンドなし。</translation>
    </message>
    <message>
        <source>Three rising bounds: proof of concept, production, excellent (for example 0.6,0.75,0.9). Empty: no bands.</source>
        <translation>昇順の境界 3 つ: 概念実証、本番、優秀（例: 0.6,0.75,0.9）。空欄: バンドなし。</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>小さいほど良い</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>大きいほど良い</translation>
    </message>
    <message>
        <source>set threshold of %1</source>
        <translation>%1 のしきい値を設定</translation>
    </message>
    <message>
        <source>set bands of %1</source>
        <translation>%1 のバンドを設定</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Threshold (CI gate)</source>
        <translation>しきい値（CI 判定）</translation>
    </message>
    <message>
        <source>Bands: PoC, production, excellent</source>
        <translation>バンド: PoC、本番、優秀</translation>
    </message>
</context>
<context>
    <name>goldset::ui::Verdict</name>
    <message>
        <source>supported</source>
        <translation>裏付けあり</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>裏付けなし</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>goldset::ui::WriteLockNotice</name>
    <message>
        <source>No longer waiting for the other Goldset process.</source>
        <translation>別の Goldset プロセスの待機を終了しました。</translation>
    </message>
</context>
</TS>
