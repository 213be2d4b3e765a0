#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "io/Export.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// DeepEval files: a bare list of goldens, or an object holding them in "goldens" or
// "test_cases"; the goldens keep their file order, repeated inputs stay separate questions.
class TestImportDeepeval : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_serial = 0;

    std::unique_ptr<storage::Project> fresh()
    {
        return openProject(m_dir.filePath(QStringLiteral("p%1.goldset").arg(++m_serial)));
    }
    static QStringList texts(storage::Project& project)
    {
        QStringList result;
        for (const Question& q : project.questions().list())
            result << q.text;
        return result;
    }
    static QString sha1Id(const QString& text)
    {
        return QStringLiteral("q-") +
               QString::fromLatin1(
                   QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
    }

private Q_SLOTS:
    void wrappedForms_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("goldens, pretty") << "a.json"
                                         << QByteArray("{\n  \"goldens\": [\n    {\"input\": \"Zeta?\"},\n"
                                                       "    {\"input\": \"Alpha?\"}\n  ]\n}\n");
        QTest::newRow("test_cases, one line")
            << "b.json"
            << QByteArray(
                   "{\"test_cases\": [{\"input\": \"Zeta?\"}, {\"input\": \"Alpha?\"}], \"name\": \"x\"}");
        QTest::newRow("goldens, .jsonl name") << "c.jsonl"
                                              << QByteArray("{\"goldens\": [{\"input\": \"Zeta?\"},\n"
                                                            "{\"input\": \"Alpha?\"}]}\n");
    }
    void wrappedForms()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        const QString file = m_dir.filePath(name);
        writeFile(file, content);
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("deepeval"), {file});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(texts(*project), (QStringList{QStringLiteral("Zeta?"), QStringLiteral("Alpha?")}));
    }

    // The sample's goldens in the order of the file (read here with QJsonDocument), in the
    // project and in an export.
    void fileOrderIsKept()
    {
        QFile sample(samplePath(QStringLiteral("deepeval/goldens.json")));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QStringList inputs;
        for (const QJsonValue& golden : QJsonDocument::fromJson(sample.readAll()).array())
            inputs << golden.toObject().value(QStringLiteral("input")).toString();
        QCOMPARE(inputs.size(), 15);
        auto project = fresh();
        QVERIFY(importInto(*project, QStringLiteral("deepeval"), {sample.fileName()}).ok());
        QCOMPARE(texts(*project), inputs);
        const QString out = m_dir.filePath(QStringLiteral("out.json"));
        QVERIFY(io::exportProject(*project, QStringLiteral("deepeval"), out));
        QFile exported(out);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QStringList exportedInputs;
        for (const QJsonValue& golden : QJsonDocument::fromJson(exported.readAll()).array())
            exportedInputs << golden.toObject().value(QStringLiteral("input")).toString();
        QCOMPARE(exportedInputs, inputs);
    }

    // Two goldens with the same input (other expected output or context) are two test cases.
    void repeatedInputsStayApart()
    {
        const QString file = m_dir.filePath(QStringLiteral("dup.json"));
        writeFile(file, "[{\"input\": \"Same?\", \"expected_output\": \"first\"},\n"
                        " {\"input\": \"Other?\", \"expected_output\": \"other\"},\n"
                        " {\"input\": \"Same?\", \"expected_output\": \"second\"}]\n");
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("deepeval"), {file});
        QVERIFY(report.ok());
        QCOMPARE(project->stats().questions, 3);
        const QString id = sha1Id(QStringLiteral("Same?"));
        QCOMPARE(project->questions().byExternalId(id)->groundTruth, QStringLiteral("first"));
        QCOMPARE(project->questions().byExternalId(id + QStringLiteral("-2"))->groundTruth,
                 QStringLiteral("second"));
        QCOMPARE(report->warnings.size(), 1);
        QVERIFY(report->warnings.first().startsWith(QStringLiteral("1 records repeat")));
        // Importing the file again finds the same ids.
        QVERIFY(importInto(*project, QStringLiteral("deepeval"), {file}).ok());
        QCOMPARE(project->stats().questions, 3);
    }
};

QTEST_GUILESS_MAIN(TestImportDeepeval)
#include "tst_import_deepeval.moc"
