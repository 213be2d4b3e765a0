#pragma once

// A small project built through the stores for the Dataset page's tests: three documents in
// English, German and Chinese, nine questions of every status and origin (ids q1..q7, q10,
// q11, so that natural order differs from byte order), labels by two annotators and one
// adjudication. q4 and q7 are near duplicates (terms {who pays for return shipping} and the
// same plus "the": Jaccard 5/6 >= 0.8). Expected values are worked out by hand from this table:
//
//   question  status    origin     labels (ana, ben)                         gold chunks
//   q1        accepted  imported   returns#0 3,2  returns#1 1,0 (adj. 2)      2
//                                  returns#2 0,-
//   q2        accepted  imported   versand#0 3,3                              1
//   q3        draft     generated  -                                          0
//   q4        draft     generated  -                                          0
//   q5        draft     generated  -                                          0
//   q6        rejected  manual     returns#2 0,1                              0 (median 0.5)
//   q7        draft     manual     -                                          0
//   q10       accepted  manual     zh#0 2,1                                   1 (median 1.5)
//   q11       draft     imported   -                                          0

#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QTest>

namespace goldset::test {

struct DatasetFixture
{
    struct QuestionRow
    {
        const char* id;
        const char* text;
        const char* groundTruth;
        QuestionStatus status;
        QuestionOrigin origin;
    };

    static QList<QuestionRow> questions()
    {
        using S = QuestionStatus;
        using O = QuestionOrigin;
        return {
            {"q1", "How long is the return window?", "30 days from delivery.", S::Accepted, O::Imported},
            {"q2", "Do you ship to Austria?", "Yes, within 5 days.", S::Accepted, O::Imported},
            {"q3", "What is the restocking fee?", "10 percent of the price.", S::Draft, O::Generated},
            {"q4", "Who pays for return shipping?", "The customer, unless the item is faulty.", S::Draft,
             O::Generated},
            {"q5", "Is <b>bold</b> & <i>markup</i> shown literally?", "<script>alert(1)</script>", S::Draft,
             O::Generated},
            {"q6", "What colour is the sky?", "Blue.", S::Rejected, O::Manual},
            {"q7", "Who pays for the return shipping?", "The customer.", S::Draft, O::Manual},
            {"q10", "退货需要多少天？", "三十天。", S::Accepted, O::Manual},
            {"q11", "Is express delivery available?", "Yes, for a fee.", S::Draft, O::Imported},
        };
    }

    // Builds the project at path; returns false (with a QTest failure) when a store call fails.
    static bool build(const QString& path)
    {
        auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
        if (!opened) {
            QTest::qFail(qPrintable(opened.error().toString()), __FILE__, __LINE__);
            return false;
        }
        storage::Project& project = **opened;
        QHash<QString, RowId> chunks;
        auto addDocument = [&](const QString& id, const QString& title, const QString& language,
                               const QStringList& texts) {
            Document document;
            document.externalId = id;
            document.title = title;
            document.source = QStringLiteral("docs/%1.md").arg(id);
            document.language = language;
            const RowId documentId = *project.corpus().upsertDocument(document);
            for (qsizetype i = 0; i < texts.size(); ++i) {
                Chunk chunk;
                chunk.documentId = documentId;
                chunk.externalId = QStringLiteral("%1#%2").arg(id).arg(i);
                chunk.ordinal = int(i);
                chunk.text = texts[i];
                chunks.insert(chunk.externalId, *project.corpus().upsertChunk(chunk));
            }
        };
        addDocument(QStringLiteral("returns"), QStringLiteral("Returns policy"), QStringLiteral("en"),
                    {QStringLiteral("You may return any item within 30 days from delivery."),
                     QStringLiteral("A restocking fee of 10 percent applies to opened items."),
                     QStringLiteral("Software cannot be returned once the seal is broken.")});
        addDocument(QStringLiteral("versand"), QStringLiteral("Versand"), QStringLiteral("de"),
                    {QStringLiteral("Wir liefern nach Deutschland und Österreich innerhalb von 5 Tagen."),
                     QStringLiteral("Expressversand kostet 9 Euro.")});
        addDocument(QStringLiteral("zh"), QStringLiteral("退货政策"), QStringLiteral("zh"),
                    {QStringLiteral("退货需要在三十天内完成。")});

        QHash<QString, RowId> questionIds;
        for (const QuestionRow& row : questions()) {
            Question question;
            question.externalId = QString::fromUtf8(row.id);
            question.text = QString::fromUtf8(row.text);
            question.groundTruth = QString::fromUtf8(row.groundTruth);
            question.status = row.status;
            question.origin = row.origin;
            if (row.origin == QuestionOrigin::Generated) {
                question.generatorModel = QStringLiteral("llama3-8b");
                question.sourceChunkId = chunks.value(QStringLiteral("returns#1"));
            }
            auto id = project.questions().upsert(question);
            if (!id) {
                QTest::qFail(qPrintable(id.error().toString()), __FILE__, __LINE__);
                return false;
            }
            questionIds.insert(question.externalId, *id);
        }
        const RowId ana = *project.annotators().ensure(QStringLiteral("ana"));
        const RowId ben = *project.annotators().ensure(QStringLiteral("ben"));
        const RowId lea = *project.annotators().ensure(QStringLiteral("lea"), AnnotatorRole::Lead);
        struct L
        {
            const char* question;
            const char* chunk;
            RowId annotator;
            int grade;
        };
        const QList<L> labels = {
            {"q1", "returns#0", ana, 3}, {"q1", "returns#0", ben, 2}, {"q1", "returns#1", ana, 1},
            {"q1", "returns#1", ben, 0}, {"q1", "returns#2", ana, 0}, {"q2", "versand#0", ana, 3},
            {"q2", "versand#0", ben, 3}, {"q6", "returns#2", ana, 0}, {"q6", "returns#2", ben, 1},
            {"q10", "zh#0", ana, 2},     {"q10", "zh#0", ben, 1},
        };
        for (const L& l : labels) {
            const Status set =
                project.labels().setLabel(questionIds.value(QString::fromUtf8(l.question)),
                                          chunks.value(QString::fromUtf8(l.chunk)), l.annotator, l.grade);
            if (!set) {
                QTest::qFail(qPrintable(set.error().toString()), __FILE__, __LINE__);
                return false;
            }
        }
        const Status adjudicated = project.adjudications().set(
            QStringLiteral("relevance"),
            storage::AdjudicationStore::relevanceKey(QStringLiteral("q1"), QStringLiteral("returns#1")),
            QStringLiteral("2"), QStringLiteral("the fee is the answer"), lea);
        if (!adjudicated) {
            QTest::qFail(qPrintable(adjudicated.error().toString()), __FILE__, __LINE__);
            return false;
        }
        return true;
    }
};

} // namespace goldset::test
