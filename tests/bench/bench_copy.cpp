// project copy of a large project file to a server against the anchor, psql's \copy of the same
// rows. The project: CHUNKS chunks of real documentation text (RealText.h, repeated under new ids
// when /usr/share/doc has fewer), CHUNKS/10 questions with 6 labels each, 2 runs of 10
// retrievals and an answer per question. Each round (ROUNDS, default 3, alternating) times
//   goldset: ProjectCopy::copy(file, server), what `goldset-cli project copy` runs (a new
//            project: its schema made, every table sent with COPY, the server's full-text
//            terms computed and sent, the common terms counted, the id sequences set);
//   psql:    `psql -1 -f` of one \copy FROM per table into an empty project made beforehand
//            (untimed), the files being every row of every table of the first goldset copy
//            (the full-text terms included: psql has nothing to compute).
// The server: a throwaway cluster this bench starts (pg_cluster.sh, GOLDSET_PG_DURABLE=1).
//   cmake --preset bench && cmake --build --preset bench --target bench_copy
//   build/bench/tests/bench/bench_copy [CHUNKS DIR]   (200000 /tmp; the file is kept in DIR)
#include "RealText.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/Transaction.h"
#include "storage/server/PostgresSchema.h"
#include "storage/server/ProjectCopy.h"
#include "storage/server/ServerTerms.h"
#include "text/SearchText.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <cstdio>
#include <optional>

using namespace goldset;

namespace {

bool run(QSqlQuery& q)
{
    if (q.exec())
        return true;
    std::fprintf(stderr, "SQL error: %s\n", qPrintable(q.lastError().text()));
    return false;
}

bool buildFile(const QString& path, qint64 wanted)
{
    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened)
        return false;
    storage::Project& project = **opened;
    QSqlDatabase db = project.connection();
    const QList<bench::RealChunk> real = bench::realChunks(int(std::min<qint64>(wanted, 1000000)));
    if (real.isEmpty())
        return false;
    storage::Transaction transaction(db);
    transaction.begin();
    QSqlQuery doc(db), chunk(db), question(db), label(db), run_(db), retrieval(db), answer(db);
    doc.prepare(
        QStringLiteral("INSERT INTO document(id, external_id, title, created_at) VALUES (?, ?, ?, ?)"));
    chunk.prepare(
        QStringLiteral("INSERT INTO chunk(id, document_id, external_id, ordinal, text, start_offset,"
                       " end_offset) VALUES (?, ?, ?, ?, ?, 0, ?)"));
    const QString now = storage::nowText();
    QString previous;
    qint64 document = 0, ordinal = 0;
    for (qint64 i = 0; i < wanted; ++i) {
        const bench::RealChunk& c = real.at(i % real.size());
        const qint64 round = i / real.size();
        if (c.document != previous || i % real.size() == 0) {
            previous = c.document;
            ++document;
            ordinal = 0;
            doc.bindValue(0, document);
            doc.bindValue(1, QStringLiteral("doc%1").arg(document));
            doc.bindValue(2, round ? QStringLiteral("%1 (%2)").arg(c.title).arg(round) : c.title);
            doc.bindValue(3, now);
            if (!run(doc))
                return false;
        }
        chunk.bindValue(0, i + 1);
        chunk.bindValue(1, document);
        chunk.bindValue(2, QStringLiteral("doc%1#%2").arg(document).arg(ordinal));
        chunk.bindValue(3, ordinal++);
        chunk.bindValue(4, c.text);
        chunk.bindValue(5, c.text.size());
        if (!run(chunk))
            return false;
    }
    QSqlQuery q(db);
    q.exec(QStringLiteral(
        "INSERT INTO annotator(id, name, role) VALUES (1, 'ana', 'lead'), (2, 'ben', 'annotator')"));
    q.exec(
        QStringLiteral("INSERT INTO run(id, name, created_at) VALUES (1, 'bm25', '%1'), (2, 'hybrid', '%1')")
            .arg(now));
    question.prepare(QStringLiteral("INSERT INTO question(id, external_id, text, created_at, updated_at)"
                                    " VALUES (?, ?, ?, ?, ?)"));
    label.prepare(QStringLiteral("INSERT INTO relevance_label(question_id, chunk_id, annotator_id, grade,"
                                 " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)"));
    retrieval.prepare(QStringLiteral("INSERT INTO retrieval(run_id, question_id, rank, chunk_id, score)"
                                     " VALUES (?, ?, ?, ?, ?)"));
    answer.prepare(QStringLiteral("INSERT INTO answer(run_id, question_id, text) VALUES (?, ?, ?)"));
    const qint64 questions = wanted / 10;
    for (qint64 qi = 1; qi <= questions; ++qi) {
        const QString source = real.at((qi * 10) % real.size()).text;
        question.bindValue(0, qi);
        question.bindValue(1, QStringLiteral("q%1").arg(qi));
        question.bindValue(
            2,
            source.left(source.indexOf(QLatin1Char('.')) > 20 ? source.indexOf(QLatin1Char('.')) + 1 : 120));
        question.bindValue(3, now);
        question.bindValue(4, now);
        if (!run(question))
            return false;
        for (int a = 1; a <= 2; ++a)
            for (int k = 0; k < 3; ++k) {
                label.bindValue(0, qi);
                label.bindValue(1, (qi - 1) * 10 + k + 1);
                label.bindValue(2, a);
                label.bindValue(3, int((qi + k + a) % 4));
                label.bindValue(4, now);
                label.bindValue(5, now);
                if (!run(label))
                    return false;
            }
        for (int r = 1; r <= 2; ++r) {
            for (int rank = 1; rank <= 10; ++rank) {
                retrieval.bindValue(0, r);
                retrieval.bindValue(1, qi);
                retrieval.bindValue(2, rank);
                retrieval.bindValue(3, ((qi - 1) * 10 + rank * r * 7) % wanted + 1);
                retrieval.bindValue(4, 1.0 / rank + r * 0.01);
                if (!run(retrieval))
                    return false;
            }
            answer.bindValue(0, r);
            answer.bindValue(1, qi);
            answer.bindValue(2, real.at((qi * 10 + r) % real.size()).text);
            if (!run(answer))
                return false;
        }
    }
    storage::CorpusStore corpus(db);
    if (!corpus.reindexAll() || !corpus.refreshTermFrequencies(true))
        return false;
    return transaction.commit();
}

std::optional<QString> runProcess(const QString& program, const QStringList& args,
                                  const QProcessEnvironment& env = {})
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(-1);
    if (p.exitCode() != 0)
        std::fprintf(stderr, "%s: %s\n", qPrintable(program), p.readAllStandardError().constData());
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return std::nullopt;
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

// CHECK_TERMS=1: the terms the copy sent (computed from the file) against those the copy used to
// compute by reading every chunk back from the server, compared by the server (tsvector =).
bool checkTerms(const QString& url, const QString& dir, const QString& psqlTarget, const QString& schema)
{
    auto project = storage::Project::open(url);
    if (!project)
        return false;
    QSqlQuery chunks((*project)->connection());
    chunks.setForwardOnly(true);
    if (!chunks.exec(QStringLiteral("SELECT id, text FROM chunk WHERE stub = 0 ORDER BY id")))
        return false;
    QFile out(QDir(dir).filePath(QStringLiteral("old_terms.tsv")));
    if (!out.open(QIODevice::WriteOnly))
        return false;
    qint64 count = 0;
    while (chunks.next()) {
        const text::IndexTexts index = text::indexTexts(chunks.value(1).toString());
        const storage::ServerTerms terms = storage::ServerTerms::of(index.body, index.cjk);
        QByteArray line = QByteArray::number(chunks.value(0).toLongLong()) + '\t';
        for (char c : terms.tsvector)
            line += c == '\\'   ? QByteArray("\\\\")
                    : c == '\t' ? QByteArray("\\t")
                    : c == '\n' ? QByteArray("\\n")
                    : c == '\r' ? QByteArray("\\r")
                                : QByteArray(1, c);
        line += '\t' + QByteArray::number(terms.size) + '\n';
        out.write(line);
        ++count;
    }
    out.close();
    QFile sql(QDir(dir).filePath(QStringLiteral("check.sql")));
    (void)sql.open(QIODevice::WriteOnly);
    sql.write(QStringLiteral("SET search_path TO %1;\n"
                             "CREATE TEMP TABLE old_terms (rowid BIGINT, terms TSVECTOR, size INTEGER);\n"
                             "\\copy old_terms FROM '%2'\n"
                             "SELECT count(*) FROM chunk_fts f FULL JOIN old_terms o USING (rowid)"
                             " WHERE f.terms IS DISTINCT FROM o.terms OR f.size IS DISTINCT FROM o.size;\n")
                  .arg(schema, out.fileName())
                  .toUtf8());
    sql.close();
    const auto differ =
        runProcess(QStringLiteral("psql"),
                   {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
                    QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), psqlTarget, QStringLiteral("-f"),
                    sql.fileName()});
    std::printf("terms check: %lld chunks, %s differ from the terms of the server's own text\n", count,
                differ ? qPrintable(*differ) : "(psql failed)");
    return differ && *differ == QLatin1String("0");
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qint64 chunks = args.size() > 1 ? args.at(1).toLongLong() : 200000;
    const QString base = args.size() > 2 ? args.at(2) : QStringLiteral("/tmp");
    const int rounds = qEnvironmentVariableIsSet("ROUNDS") ? qEnvironmentVariableIntValue("ROUNDS") : 3;
    const QString file = QDir(base).filePath(QStringLiteral("goldset-bench-copy-%1.goldset").arg(chunks));
    const QString dir = QDir(base).filePath(QStringLiteral("goldset-bench-copy-pg"));
    const QString tables = QDir(base).filePath(QStringLiteral("goldset-bench-copy-rows"));
    const QString script = QStringLiteral(GOLDSET_PG_CLUSTER);

    if (!QFileInfo::exists(file)) {
        QElapsedTimer t;
        t.start();
        if (!buildFile(file, chunks)) {
            std::fprintf(stderr, "cannot build %s\n", qPrintable(file));
            QFile::remove(file);
            return 1;
        }
        std::printf("built %s in %.1f s\n", qPrintable(file), double(t.elapsed()) / 1000.0);
    }
    std::printf("project: %s, %.0f MB\n", qPrintable(file), double(QFileInfo(file).size()) / 1e6);

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GOLDSET_PG_DURABLE"), QStringLiteral("1"));
    const QString server = runProcess(script, {QStringLiteral("start"), dir}, env).value_or(QString());
    if (server.isEmpty())
        return 1;
    const QString psqlTarget = server; // psql takes the same URL without ?project
    int status = 0;
    QList<double> goldset, psql;
    QDir().mkpath(tables);
    for (int round = 1; round <= rounds && status == 0; ++round) {
        // goldset
        const QString target = server + QStringLiteral("&project=g%1").arg(round);
        QElapsedTimer t;
        t.start();
        auto copied = storage::ProjectCopy::copy(file, target);
        const double seconds = double(t.elapsed()) / 1000.0;
        if (!copied) {
            std::fprintf(stderr, "copy: %s\n", qPrintable(copied.error().toString()));
            status = 1;
            break;
        }
        goldset << seconds;
        std::printf("round %d goldset: %.2f s (%lld rows in %d tables, %.0f rows/s)\n", round, seconds,
                    copied->rows, copied->tables, double(copied->rows) / seconds);
        std::fflush(stdout);
        if (round == 1) {
            // The anchor's rows: every table of this copy, full-text terms included.
            QStringList out{QStringLiteral("SET search_path TO g1;")};
            for (const QString& table : storage::PostgresSchema::get().tables)
                out << QStringLiteral("\\copy %1 TO '%2/%1.tsv'").arg(table, tables);
            QFile sql(QDir(tables).filePath(QStringLiteral("export.sql")));
            (void)sql.open(QIODevice::WriteOnly);
            sql.write(out.join(QLatin1Char('\n')).toUtf8() + '\n');
            sql.close();
            runProcess(QStringLiteral("psql"),
                       {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"),
                        QStringLiteral("ON_ERROR_STOP=1"), psqlTarget, QStringLiteral("-f"), sql.fileName()});
            if (qEnvironmentVariableIsSet("CHECK_TERMS") &&
                !checkTerms(target, tables, psqlTarget, QStringLiteral("g1")))
                status = 1;
        }
        // psql
        const QString anchor = QStringLiteral("a%1").arg(round);
        {
            auto empty = storage::Project::open(server + QStringLiteral("&project=") + anchor,
                                                storage::Project::OpenMode::CreateIfMissing);
            if (!empty) {
                status = 1;
                break;
            }
        }
        QStringList in{QStringLiteral("SET search_path TO %1;").arg(anchor),
                       QStringLiteral("DELETE FROM meta;")};
        for (const QString& table : storage::PostgresSchema::get().tables)
            in << QStringLiteral("\\copy %1 FROM '%2/%1.tsv'").arg(table, tables);
        QFile sql(QDir(tables).filePath(QStringLiteral("import.sql")));
        (void)sql.open(QIODevice::WriteOnly);
        sql.write(in.join(QLatin1Char('\n')).toUtf8() + '\n');
        sql.close();
        t.restart();
        const bool ok = runProcess(QStringLiteral("psql"),
                                   {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"),
                                    QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-1"), psqlTarget,
                                    QStringLiteral("-f"), sql.fileName()})
                            .has_value();
        const double anchorSeconds = double(t.elapsed()) / 1000.0;
        if (!ok) {
            status = 1;
            break;
        }
        psql << anchorSeconds;
        std::printf("round %d psql \\copy: %.2f s\n", round, anchorSeconds);
        std::fflush(stdout);
    }
    if (!goldset.isEmpty() && !psql.isEmpty())
        std::printf("median: goldset %.2f s, psql \\copy %.2f s (goldset %.2fx the anchor's speed)\n",
                    median(goldset), median(psql), median(psql) / median(goldset));
    runProcess(script, {QStringLiteral("stop"), dir});
    QDir(tables).removeRecursively();
    return status;
}
