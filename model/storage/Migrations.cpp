#include "storage/Migrations.h"

namespace goldset::storage {
namespace {

// Version 1: the data model of DESIGN.md. Kept verbatim: tests/fixtures/schema_v1.sql builds
// a version-1 file from the same text and checks that it is migrated forward.
QStringList version1()
{
    return {
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE document (id INTEGER PRIMARY KEY, external_id TEXT NOT NULL UNIQUE,"
                       " title TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '',"
                       " content_hash TEXT NOT NULL DEFAULT '', language TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE chunk (id INTEGER PRIMARY KEY,"
                       " document_id INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                       " external_id TEXT NOT NULL UNIQUE, ordinal INTEGER NOT NULL, text TEXT NOT NULL,"
                       " start_offset INTEGER NOT NULL DEFAULT 0, end_offset INTEGER NOT NULL DEFAULT 0,"
                       " stub INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX chunk_by_document ON chunk(document_id, ordinal)"),
        QStringLiteral("CREATE TABLE annotator (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                       " role TEXT NOT NULL DEFAULT 'annotator' CHECK (role IN ('annotator','lead')),"
                       " kind TEXT NOT NULL DEFAULT 'person' CHECK (kind IN ('person','model')))"),
        QStringLiteral(
            "CREATE TABLE question (id INTEGER PRIMARY KEY, external_id TEXT NOT NULL UNIQUE,"
            " text TEXT NOT NULL, ground_truth TEXT NOT NULL DEFAULT '',"
            " origin TEXT NOT NULL DEFAULT 'imported' CHECK (origin IN ('imported','generated','manual')),"
            " status TEXT NOT NULL DEFAULT 'accepted' CHECK (status IN ('draft','accepted','rejected')),"
            " source_chunk_id INTEGER REFERENCES chunk(id) ON DELETE SET NULL,"
            " generator_model TEXT NOT NULL DEFAULT '', prompt_hash TEXT NOT NULL DEFAULT '',"
            " created_at TEXT NOT NULL, updated_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE relevance_label (id INTEGER PRIMARY KEY,"
                       " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
                       " chunk_id INTEGER NOT NULL REFERENCES chunk(id) ON DELETE CASCADE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotator(id) ON DELETE CASCADE,"
                       " grade INTEGER NOT NULL CHECK (grade BETWEEN 0 AND 3), note TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
                       " UNIQUE (question_id, chunk_id, annotator_id))"),
        QStringLiteral("CREATE INDEX label_by_chunk ON relevance_label(chunk_id)"),
        QStringLiteral(
            "CREATE TABLE run (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL,"
            " system_version TEXT NOT NULL DEFAULT '', parameters TEXT NOT NULL DEFAULT '{}')"),
        QStringLiteral(
            "CREATE TABLE retrieval (id INTEGER PRIMARY KEY,"
            " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
            " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
            " rank INTEGER NOT NULL, chunk_id INTEGER NOT NULL REFERENCES chunk(id) ON DELETE CASCADE,"
            " score REAL NOT NULL, UNIQUE (run_id, question_id, chunk_id))"),
        QStringLiteral("CREATE INDEX retrieval_by_chunk ON retrieval(chunk_id)"),
        QStringLiteral("CREATE TABLE answer (id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                       " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
                       " text TEXT NOT NULL, latency_ms REAL, UNIQUE (run_id, question_id))"),
        QStringLiteral("CREATE TABLE claim (id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                       " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
                       " ordinal INTEGER NOT NULL, text TEXT NOT NULL,"
                       " verdict TEXT NOT NULL DEFAULT 'unknown'"
                       "   CHECK (verdict IN ('supported','unsupported','contradicted','unknown')),"
                       " reason TEXT NOT NULL DEFAULT '', evidence TEXT NOT NULL DEFAULT '[]',"
                       " judge_model TEXT NOT NULL DEFAULT '', prompt_hash TEXT NOT NULL DEFAULT '',"
                       " UNIQUE (run_id, question_id, ordinal))"),
        QStringLiteral(
            "CREATE TABLE claim_review (id INTEGER PRIMARY KEY,"
            " claim_id INTEGER NOT NULL REFERENCES claim(id) ON DELETE CASCADE,"
            " annotator_id INTEGER NOT NULL REFERENCES annotator(id) ON DELETE CASCADE,"
            " verdict TEXT NOT NULL CHECK (verdict IN ('supported','unsupported','contradicted')),"
            " note TEXT NOT NULL DEFAULT '', blind INTEGER NOT NULL DEFAULT 0,"
            " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (claim_id, annotator_id))"),
        QStringLiteral("CREATE TABLE question_score (id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                       " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
                       " metric TEXT NOT NULL, value REAL, UNIQUE (run_id, question_id, metric))"),
        QStringLiteral("CREATE TABLE batch (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                       " kind TEXT NOT NULL CHECK (kind IN ('relevance','claims')),"
                       " overlap INTEGER NOT NULL DEFAULT 1, seed INTEGER NOT NULL DEFAULT 0, created_at "
                       "TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE assignment (id INTEGER PRIMARY KEY,"
                       " batch_id INTEGER NOT NULL REFERENCES batch(id) ON DELETE CASCADE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotator(id) ON DELETE CASCADE,"
                       " status TEXT NOT NULL DEFAULT 'assigned' CHECK (status IN ('assigned','in "
                       "progress','submitted')),"
                       " exported_at TEXT, returned_at TEXT, UNIQUE (batch_id, annotator_id))"),
        QStringLiteral("CREATE TABLE assignment_item (assignment_id INTEGER NOT NULL REFERENCES "
                       "assignment(id) ON DELETE CASCADE,"
                       " item_id INTEGER NOT NULL, PRIMARY KEY (assignment_id, item_id))"),
    };
}

// Version 2: full-text search and per-item job state. The FTS index is contentless: its text
// is the chunk text after CJK bigram expansion (see text/SearchText), so that Chinese and
// Japanese are searchable with the fast unicode61 tokenizer instead of trigrams.
QStringList version2()
{
    return {
        QStringLiteral("CREATE VIRTUAL TABLE chunk_fts USING fts5(body, content='',"
                       " tokenize='unicode61 remove_diacritics 2')"),
        QStringLiteral(
            "CREATE TABLE job_item (job TEXT NOT NULL, item_key TEXT NOT NULL,"
            " state TEXT NOT NULL CHECK (state IN ('done','error')), error TEXT NOT NULL DEFAULT '',"
            " updated_at TEXT NOT NULL, PRIMARY KEY (job, item_key))"),
        QStringLiteral("CREATE TABLE adjudication (id INTEGER PRIMARY KEY,"
                       " task TEXT NOT NULL CHECK (task IN ('relevance','claims')), item_key TEXT NOT NULL,"
                       " value TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '', annotator_id INTEGER "
                       "REFERENCES annotator(id),"
                       " created_at TEXT NOT NULL, UNIQUE (task, item_key))"),
        QStringLiteral("ALTER TABLE question ADD COLUMN error TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 3: a view of the full-text index's document frequencies, so that a search for a
// question's words can leave out the words nearly every chunk has (ranking every chunk that
// contains "the" costs seconds at a million chunks and changes the order little).
QStringList version3()
{
    return {QStringLiteral("CREATE VIRTUAL TABLE chunk_fts_vocab USING fts5vocab(chunk_fts, 'row')")};
}

// Version 4: reviews outlive re-judging, and merges of packages are remembered.
// claim.orphaned: a claim its judge no longer makes, kept because a person reviewed or
// adjudicated it (it no longer counts as the judge's verdict). package_merge: one row per
// package merged back, with its counts and the changed labels (JSON) for the history.
QStringList version4()
{
    return {
        QStringLiteral("ALTER TABLE claim ADD COLUMN orphaned INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral(
            "CREATE TABLE package_merge (id INTEGER PRIMARY KEY,"
            " batch_id INTEGER NOT NULL REFERENCES batch(id) ON DELETE CASCADE,"
            " annotator_id INTEGER REFERENCES annotator(id) ON DELETE SET NULL,"
            " package TEXT NOT NULL, merged_at TEXT NOT NULL,"
            " new_count INTEGER NOT NULL DEFAULT 0, changed_count INTEGER NOT NULL DEFAULT 0,"
            " conflict_count INTEGER NOT NULL DEFAULT 0, unchanged_count INTEGER NOT NULL DEFAULT 0,"
            " details TEXT NOT NULL DEFAULT '[]')"),
    };
}

// Version 5: the labelling page at a million chunks.
// - The index gains a second column, `cjk`, with every CJK character alone (see
//   text/SearchText): a one-character search was a prefix query over the bigrams, which missed
//   the last character of a run and merged thousands of posting lists for a common character.
//   The contentless table is made anew; Database::migrate() re-indexes every chunk.
// - term_df holds the document frequencies of the index's common terms (fts5vocab counts a
//   term's whole posting list on every look-up); Database::migrate() fills it.
// - Indexes for a run's top results for one question by score, and an annotator's questions.
QStringList version5()
{
    return {
        QStringLiteral("DROP TABLE chunk_fts_vocab"),
        QStringLiteral("DROP TABLE chunk_fts"),
        QStringLiteral("CREATE VIRTUAL TABLE chunk_fts USING fts5(body, cjk, content='',"
                       " tokenize='unicode61 remove_diacritics 2')"),
        QStringLiteral("CREATE VIRTUAL TABLE chunk_fts_vocab USING fts5vocab(chunk_fts, 'row')"),
        QStringLiteral("CREATE TABLE term_df (term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX retrieval_by_question_score ON retrieval(run_id, question_id, score)"),
        QStringLiteral("CREATE INDEX label_by_annotator ON relevance_label(annotator_id, question_id)"),
    };
}

// Version 6: a label imported from another scale (TREC-COVID's -1, a 0..4 collection) keeps
// the grade of its file beside the grade on 0..3 that --grade-map gave it; NULL when they are
// the same, or when a person set the label. An imported per-question score names the tool
// whose file it came from (ragas, deepeval; '' for goldset-run), so that RAGAS' faithfulness
// is a metric of its own ("ragas:faithfulness") beside Goldset's.
QStringList version6()
{
    return {QStringLiteral("ALTER TABLE relevance_label ADD COLUMN source_grade INTEGER"),
            QStringLiteral("ALTER TABLE question_score ADD COLUMN source TEXT NOT NULL DEFAULT ''")};
}

// Version 7: what the judge spends. Each job item keeps the tokens its requests cost (as the
// server reported them, over every attempt and run) and a note (e.g. contexts cut to the
// token budget).
QStringList version7()
{
    return {
        QStringLiteral("ALTER TABLE job_item ADD COLUMN prompt_tokens INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE job_item ADD COLUMN completion_tokens INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE job_item ADD COLUMN note TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 8: ground-truth nuggets and the verdicts that refer to them (issue 21).
// - nugget: a question's atomic facts, vital or okay, proposed by a model or written by an
//   expert, locked once accepted. Ordinals order them; they need not be dense.
// - nugget_verdict: per run, nugget and judge, whether the answer supports the nugget (kind
//   'support') or the retrieved contexts contain it ('context', with the chunk ids). The
//   nugget's text when judged is kept: a verdict on a nugget edited since is stale.
// - nugget_review: people's override of a nugget verdict, per run and nugget (not per judge:
//   a person says what the answer does, whoever judged it).
// - claim_nugget: which nuggets of its question a claim states (claim_correctness); the
//   hash of the question's nugget texts when judged makes it stale when they change.
QStringList version8()
{
    return {
        QStringLiteral(
            "CREATE TABLE nugget (id INTEGER PRIMARY KEY,"
            " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
            " ordinal INTEGER NOT NULL, text TEXT NOT NULL,"
            " importance TEXT NOT NULL DEFAULT 'okay' CHECK (importance IN ('vital','okay')),"
            " origin TEXT NOT NULL DEFAULT 'expert' CHECK (origin IN ('model','expert','imported')),"
            " status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','accepted')),"
            " model TEXT NOT NULL DEFAULT '', prompt_hash TEXT NOT NULL DEFAULT '',"
            " created_at TEXT NOT NULL, updated_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX nugget_by_question ON nugget(question_id, ordinal)"),
        QStringLiteral("CREATE TABLE nugget_verdict (id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                       " nugget_id INTEGER NOT NULL REFERENCES nugget(id) ON DELETE CASCADE,"
                       " kind TEXT NOT NULL CHECK (kind IN ('support','context')), judge_model TEXT NOT NULL,"
                       " verdict TEXT NOT NULL"
                       "   CHECK (verdict IN ('support','partial_support','not_support','present','absent')),"
                       " evidence TEXT NOT NULL DEFAULT '[]', nugget_text TEXT NOT NULL,"
                       " prompt_hash TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL,"
                       " UNIQUE (run_id, nugget_id, kind, judge_model))"),
        QStringLiteral("CREATE INDEX nugget_verdict_by_nugget ON nugget_verdict(nugget_id)"),
        QStringLiteral("CREATE TABLE nugget_review (id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                       " nugget_id INTEGER NOT NULL REFERENCES nugget(id) ON DELETE CASCADE,"
                       " kind TEXT NOT NULL CHECK (kind IN ('support','context')),"
                       " annotator_id INTEGER NOT NULL REFERENCES annotator(id) ON DELETE CASCADE,"
                       " verdict TEXT NOT NULL"
                       "   CHECK (verdict IN ('support','partial_support','not_support','present','absent')),"
                       " note TEXT NOT NULL DEFAULT '', blind INTEGER NOT NULL DEFAULT 0,"
                       " created_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
                       " UNIQUE (run_id, nugget_id, kind, annotator_id))"),
        QStringLiteral("CREATE INDEX nugget_review_by_nugget ON nugget_review(nugget_id)"),
        QStringLiteral(
            "CREATE TABLE claim_nugget (claim_id INTEGER PRIMARY KEY REFERENCES claim(id) ON DELETE CASCADE,"
            " nuggets TEXT NOT NULL DEFAULT '[]', nuggets_hash TEXT NOT NULL, prompt_hash TEXT NOT NULL "
            "DEFAULT '',"
            " created_at TEXT NOT NULL)"),
    };
}

// Version 9: citations and answer relevancy (issue 21). statement: an answer's sentences with
// the chunk external ids each cites (JSON list; a cited chunk need not exist or have been
// retrieved). citation_check: a judge's ALCE verdict on one statement (its cited chunks
// together entail it; the ones unnecessary beside the others); citation_review: a person's
// override of it. answer_relevancy: the questions a judge wrote for an answer, whether it
// found the answer noncommittal, and the RAGAS score from their embeddings (NULL: undefined).
QStringList version9()
{
    return {
        QStringLiteral("CREATE TABLE statement (id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                       " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
                       " ordinal INTEGER NOT NULL, text TEXT NOT NULL, citations TEXT NOT NULL DEFAULT '[]',"
                       " UNIQUE (run_id, question_id, ordinal))"),
        QStringLiteral("CREATE TABLE citation_check ("
                       " statement_id INTEGER NOT NULL REFERENCES statement(id) ON DELETE CASCADE,"
                       " judge_model TEXT NOT NULL, entailed INTEGER NOT NULL,"
                       " unnecessary TEXT NOT NULL DEFAULT '[]', prompt_hash TEXT NOT NULL DEFAULT '',"
                       " checked_at TEXT NOT NULL, PRIMARY KEY (statement_id, judge_model))"),
        QStringLiteral("CREATE TABLE citation_review ("
                       " statement_id INTEGER NOT NULL REFERENCES statement(id) ON DELETE CASCADE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotator(id) ON DELETE CASCADE,"
                       " entailed INTEGER NOT NULL, unnecessary TEXT NOT NULL DEFAULT '[]',"
                       " note TEXT NOT NULL DEFAULT '', blind INTEGER NOT NULL DEFAULT 0,"
                       " created_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
                       " PRIMARY KEY (statement_id, annotator_id))"),
        QStringLiteral("CREATE TABLE answer_relevancy ("
                       " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                       " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
                       " judge_model TEXT NOT NULL, noncommittal INTEGER NOT NULL DEFAULT 0,"
                       " questions TEXT NOT NULL DEFAULT '[]', embedding_model TEXT NOT NULL DEFAULT '',"
                       " score REAL, prompt_hash TEXT NOT NULL DEFAULT '', judged_at TEXT NOT NULL,"
                       " PRIMARY KEY (run_id, question_id, judge_model))"),
    };
}

// Version 10: production monitoring (issue 22). An interaction is one production log line; its
// identity is a 16-byte hash of its id (or of time + session + query) so that re-importing a
// grown file adds only the new lines. monitor_day and its per-day user, session and latency
// tables are kept up to date on import (never recomputed from the interactions): the latency
// histogram keeps every distinct latency of a day with its count, so percentiles over any
// days are exact. Users are stored as a salted hash unless the project says otherwise.
QStringList version10()
{
    return {
        QStringLiteral(
            "CREATE TABLE interaction (id INTEGER PRIMARY KEY, identity BLOB NOT NULL UNIQUE,"
            " external_id TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL, time_ms INTEGER NOT NULL,"
            " day INTEGER NOT NULL, query TEXT NOT NULL, answer TEXT NOT NULL,"
            " sources TEXT NOT NULL DEFAULT '[]', source_count INTEGER NOT NULL DEFAULT 0, latency_ms REAL, "
            "user_hash TEXT NOT NULL DEFAULT '',"
            " session_id TEXT NOT NULL DEFAULT '', feedback REAL, feedback_comment TEXT NOT NULL DEFAULT '',"
            " escalated INTEGER NOT NULL DEFAULT 0, idk INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX interaction_by_day ON interaction(day, time_ms)"),
        QStringLiteral(
            "CREATE TABLE monitor_day (day INTEGER PRIMARY KEY, interactions INTEGER NOT NULL DEFAULT 0,"
            " users INTEGER NOT NULL DEFAULT 0, sessions INTEGER NOT NULL DEFAULT 0,"
            " latency_count INTEGER NOT NULL DEFAULT 0, latency_sum REAL NOT NULL DEFAULT 0,"
            " p50_latency_ms REAL, p95_latency_ms REAL, p99_latency_ms REAL,"
            " zero_results INTEGER NOT NULL DEFAULT 0, idk INTEGER NOT NULL DEFAULT 0,"
            " escalated INTEGER NOT NULL DEFAULT 0, feedback_count INTEGER NOT NULL DEFAULT 0,"
            " feedback_sum REAL NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE monitor_day_user (day INTEGER NOT NULL, user_hash TEXT NOT NULL,"
                       " PRIMARY KEY (day, user_hash)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE monitor_day_session (day INTEGER NOT NULL, session_id TEXT NOT NULL,"
                       " PRIMARY KEY (day, session_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE monitor_day_latency (day INTEGER NOT NULL, latency_ms REAL NOT NULL,"
                       " count INTEGER NOT NULL, PRIMARY KEY (day, latency_ms)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE alert_rule (id INTEGER PRIMARY KEY, expression TEXT NOT NULL UNIQUE,"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral(
            "CREATE TABLE fired_alert (id INTEGER PRIMARY KEY, rule TEXT NOT NULL, day INTEGER NOT NULL,"
            " metric TEXT NOT NULL, value REAL NOT NULL, limit_value REAL NOT NULL,"
            " fired_at TEXT NOT NULL, UNIQUE (rule, day))"),
        QStringLiteral(
            "CREATE TABLE interaction_link (id INTEGER PRIMARY KEY,"
            " interaction_id INTEGER NOT NULL REFERENCES interaction(id) ON DELETE CASCADE,"
            " question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,"
            " run_id INTEGER REFERENCES run(id) ON DELETE CASCADE,"
            " kind TEXT NOT NULL CHECK (kind IN ('promoted','sampled')), created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE UNIQUE INDEX interaction_link_once ON interaction_link(interaction_id, kind,"
                       " ifnull(run_id, 0))"),
        QStringLiteral("CREATE INDEX interaction_link_by_question ON interaction_link(question_id)"),
    };
}

// Version 11: monitoring at scale (issue 22). A week's and a month's distinct users and
// sessions and latency percentiles are kept (monitor_period, refreshed for the periods an
// import touches) instead of counted over every user and latency of their days on each chart.
// An interaction's identity starts with its day (8 digits, then 8 bytes of the hash): a day's
// interactions sit together in the unique index, and a day's import writes a few of its pages.
// Drill-downs read a day's slowest, worst-rated or flagged interactions from indexes of their own.
QStringList version11()
{
    return {
        QStringLiteral("CREATE TABLE monitor_period (kind TEXT NOT NULL CHECK (kind IN ('week','month')),"
                       " start_day INTEGER NOT NULL, users INTEGER NOT NULL DEFAULT 0,"
                       " sessions INTEGER NOT NULL DEFAULT 0, p50_latency_ms REAL, p95_latency_ms REAL,"
                       " p99_latency_ms REAL, PRIMARY KEY (kind, start_day)) WITHOUT ROWID"),
        QStringLiteral(
            "UPDATE interaction SET identity = CAST(printf('%08d', day) AS BLOB) || substr(identity, 1, 8)"),
        QStringLiteral("CREATE INDEX interaction_by_latency ON interaction(day, latency_ms)"
                       " WHERE latency_ms IS NOT NULL"),
        QStringLiteral("CREATE INDEX interaction_by_feedback ON interaction(day, feedback)"
                       " WHERE feedback IS NOT NULL"),
        QStringLiteral("CREATE INDEX interaction_idk ON interaction(day, time_ms) WHERE idk = 1"),
        QStringLiteral(
            "CREATE INDEX interaction_zero_results ON interaction(day, time_ms) WHERE source_count = 0"),
        QStringLiteral("CREATE INDEX interaction_escalated ON interaction(day, time_ms) WHERE escalated = 1"),
    };
}

// Version 12: people on a server (issue 25). A batch is blind unless the lead says otherwise:
// on a server, row-level security hides the other people's grades and the judge's verdicts of
// its items from its annotators (storage/server/ServerRoles). A question's text and an
// adjudication carry a row version, raised by every change, so that a second writer who
// opened the older version is told instead of overwriting (both backends).
QStringList version12()
{
    return {
        QStringLiteral("ALTER TABLE batch ADD COLUMN blind INTEGER NOT NULL DEFAULT 1"),
        QStringLiteral("ALTER TABLE question ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1"),
        QStringLiteral("ALTER TABLE adjudication ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1"),
    };
}

} // namespace

const QList<Migration>& migrations()
{
    static const QList<Migration> all = {{1, version1()},   {2, version2()},   {3, version3()},
                                         {4, version4()},   {5, version5()},   {6, version6()},
                                         {7, version7()},   {8, version8()},   {9, version9()},
                                         {10, version10()}, {11, version11()}, {12, version12()}};
    return all;
}

int latestSchemaVersion()
{
    return migrations().constLast().version;
}

} // namespace goldset::storage
