#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "io/Export.h"
#include "storage/AnnotatorStore.h"

#include <QDir>
#include <QSet>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// What the exports carry: the gold of every question (the generator's grade 3 for its source
// chunk counts where no person labelled the pair), and no rejected question in a format that
// has no status field to say so.
class TestExportScope : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Project> m_project;

    static QString readAll(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    static QSet<QString> lines(const QString& text)
    {
        const QStringList list = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return QSet<QString>(list.cbegin(), list.cend());
    }
    QString exportTo(const QString& format, const QString& name)
    {
        const QString out = m_dir.filePath(name);
        const Status s = io::exportProject(*m_project, format, out);
        if (!s)
            qWarning() << s.error().toString();
        return s ? out : QString();
    }
    RowId addQuestion(const QString& qid, const QString& text, QuestionStatus status, QuestionOrigin origin)
    {
        Question q;
        q.externalId = qid;
        q.text = text;
        q.groundTruth = text + QStringLiteral(" answer");
        q.status = status;
        q.origin = origin;
        auto id = m_project->questions().upsert(q);
        return id ? *id : 0;
    }
    RowId chunk(const QString& id) { return m_project->corpus().chunkByExternalId(id)->id; }

private Q_SLOTS:
    void initTestCase()
    {
        m_project = openProject(m_dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(m_project);
        QVERIFY(
            importInto(*m_project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        auto model = m_project->annotators().ensure(QStringLiteral("gen-model"), AnnotatorRole::Annotator,
                                                    AnnotatorKind::Model);
        auto ana = m_project->annotators().ensure(QStringLiteral("ana"));
        QVERIFY(model && ana);
        // A generated draft: only the generator's grade 3 for its source chunk.
        const RowId gen = addQuestion(QStringLiteral("q-gen"), QStringLiteral("Generated question?"),
                                      QuestionStatus::Draft, QuestionOrigin::Generated);
        auto generated = m_project->questions().byId(gen);
        generated->sourceChunkId = chunk(QStringLiteral("returns#0"));
        generated->generatorModel = QStringLiteral("gen-model");
        QVERIFY(m_project->questions().upsert(*generated));
        QVERIFY(m_project->labels().setLabel(gen, chunk(QStringLiteral("returns#0")), *model, 3));
        // Accepted, labelled by a person.
        const RowId acc = addQuestion(QStringLiteral("q-acc"), QStringLiteral("Accepted question?"),
                                      QuestionStatus::Accepted, QuestionOrigin::Imported);
        QVERIFY(m_project->labels().setLabel(acc, chunk(QStringLiteral("shipping#0")), *ana, 2));
        // Generator says 3, a person says 0: the person's grade is the gold.
        const RowId mixed = addQuestion(QStringLiteral("q-mixed"), QStringLiteral("Mixed question?"),
                                        QuestionStatus::Accepted, QuestionOrigin::Generated);
        QVERIFY(m_project->labels().setLabel(mixed, chunk(QStringLiteral("warranty#0")), *model, 3));
        QVERIFY(m_project->labels().setLabel(mixed, chunk(QStringLiteral("warranty#0")), *ana, 0));
        // Rejected: only formats with a status field carry it.
        const RowId rej = addQuestion(QStringLiteral("q-rej"), QStringLiteral("Rejected question?"),
                                      QuestionStatus::Rejected, QuestionOrigin::Generated);
        QVERIFY(m_project->labels().setLabel(rej, chunk(QStringLiteral("returns#1")), *ana, 1));
    }

    void qrelsHaveGeneratorGoldAndNoRejected()
    {
        const QString out = exportTo(QStringLiteral("trec-qrels"), QStringLiteral("qrels.txt"));
        QVERIFY(!out.isEmpty());
        QCOMPARE(lines(readAll(out)),
                 (QSet<QString>{QStringLiteral("q-gen 0 returns#0 3"), QStringLiteral("q-acc 0 shipping#0 2"),
                                QStringLiteral("q-mixed 0 warranty#0 0")}));
    }

    void statuslessFormatsLeaveRejectedOut_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("file"); // the file to read inside a folder export
        QTest::newRow("ragas") << "ragas"
                               << "ragas.jsonl"
                               << "";
        QTest::newRow("deepeval") << "deepeval"
                                  << "deepeval.json"
                                  << "";
        QTest::newRow("llamaindex") << "llamaindex"
                                    << "qa.json"
                                    << "";
        QTest::newRow("beir queries") << "beir"
                                      << "beir"
                                      << "queries.jsonl";
        QTest::newRow("beir qrels") << "beir"
                                    << "beir"
                                    << "qrels/test.tsv";
    }
    void statuslessFormatsLeaveRejectedOut()
    {
        QFETCH(QString, format);
        QFETCH(QString, name);
        QFETCH(QString, file);
        QString out = exportTo(format, name);
        QVERIFY(!out.isEmpty());
        if (!file.isEmpty())
            out = QDir(out).filePath(file);
        const QString text = readAll(out);
        QVERIFY(!text.isEmpty());
        QVERIFY(!text.contains(QStringLiteral("Rejected question?")));
        QVERIFY(!text.contains(QStringLiteral("q-rej")));
        // The generated draft is there, with its source chunk as evidence.
        if (file != QLatin1String("qrels/test.tsv"))
            QVERIFY(text.contains(QStringLiteral("Generated question?")));
        else
            QVERIFY(text.contains(QStringLiteral("q-gen\treturns#0\t3")));
    }

    void ragasReferenceIsTheSourceChunk()
    {
        const QString out = exportTo(QStringLiteral("ragas"), QStringLiteral("ragas2.jsonl"));
        const QStringList rows = readAll(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 3);
        bool found = false;
        for (const QString& row : rows)
            if (row.contains(QStringLiteral("Generated question?"))) {
                found = true;
                QVERIFY(row.contains(QStringLiteral("\"reference_context_ids\":[\"returns#0\"]")));
            }
        QVERIFY(found);
    }

    // simple and csv have a status column: the rejected question is there, marked, and
    // comes back rejected.
    void formatsWithStatusKeepRejected_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("simple") << "simple";
        QTest::newRow("csv") << "csv";
    }
    void formatsWithStatusKeepRejected()
    {
        QFETCH(QString, format);
        const QString out = exportTo(format, format + QStringLiteral(".out"));
        QVERIFY(!out.isEmpty());
        auto target = openProject(m_dir.filePath(format + QStringLiteral("-target.goldset")));
        auto report = importInto(*target, format, {out});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(target->stats().questions, 4);
        auto rejected = target->questions().byExternalId(QStringLiteral("q-rej"));
        QVERIFY(rejected);
        QCOMPARE(toString(rejected->status), QStringLiteral("rejected"));
        QCOMPARE(toString(target->questions().byExternalId(QStringLiteral("q-gen"))->status),
                 QStringLiteral("draft"));
        // simple carries the gold (by its own annotator), csv every label with its annotator.
        const bool csv = format == QLatin1String("csv");
        QCOMPARE(gradeOf(*target, QStringLiteral("q-gen"), QStringLiteral("returns#0"),
                         csv ? QStringLiteral("gen-model") : format),
                 3);
        QCOMPARE(gradeOf(*target, QStringLiteral("q-rej"), QStringLiteral("returns#1"),
                         csv ? QStringLiteral("ana") : format),
                 1);
        QCOMPARE(gradeOf(*target, QStringLiteral("q-mixed"), QStringLiteral("warranty#0"),
                         csv ? QStringLiteral("ana") : format),
                 0);
    }

    // CSV keeps each question's provenance and each label's annotator: the round trip gives
    // the same questions, labels and annotators, and so the same gold.
    void csvRoundTripIsLossless()
    {
        const QString out = exportTo(QStringLiteral("csv"), QStringLiteral("lossless.csv"));
        QVERIFY(!out.isEmpty());
        auto target = openProject(m_dir.filePath(QStringLiteral("lossless.goldset")));
        auto report = importInto(*target, QStringLiteral("csv"), {out});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        const auto questions = [](storage::Project& p) {
            QSet<QString> rows;
            for (const Question& q : p.questions().list())
                rows.insert(QStringList{
                    q.externalId, q.text, q.groundTruth, toString(q.status), toString(q.origin),
                    q.sourceChunkId ? p.corpus().chunkById(*q.sourceChunkId)->externalId : QString(),
                    q.generatorModel}
                                .join(QLatin1Char('|')));
            return rows;
        };
        const auto labels = [](storage::Project& p) {
            QSet<QString> rows;
            for (const RelevanceLabel& l : p.labels().all())
                rows.insert(
                    QStringLiteral("%1|%2|%3|%4")
                        .arg(p.questions().byId(l.questionId)->externalId, l.chunkExternalId, l.annotatorName)
                        .arg(l.grade));
            return rows;
        };
        const auto annotators = [](storage::Project& p) {
            QSet<QString> rows;
            for (const Annotator& a : p.annotators().all())
                rows.insert(a.name + (a.kind == AnnotatorKind::Model ? QStringLiteral(" model")
                                                                     : QStringLiteral(" person")));
            return rows;
        };
        QCOMPARE(questions(*target), questions(*m_project));
        QVERIFY(questions(*target).contains(QStringLiteral(
            "q-gen|Generated question?|Generated question? answer|draft|generated|returns#0|gen-model")));
        QCOMPARE(labels(*target), labels(*m_project));
        QCOMPARE(labels(*target).size(), 5);
        QCOMPARE(annotators(*target),
                 (QSet<QString>{QStringLiteral("ana person"), QStringLiteral("gen-model model")}));
        // Exporting the imported project gives the same file.
        const QString again = m_dir.filePath(QStringLiteral("lossless2.csv"));
        QVERIFY(io::exportProject(*target, QStringLiteral("csv"), again));
        QCOMPARE(readAll(again), readAll(out));
    }
};

QTEST_GUILESS_MAIN(TestExportScope)
#include "tst_export_scope.moc"
