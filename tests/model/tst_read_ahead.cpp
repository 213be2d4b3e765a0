// io::ReadAhead, the thread that reads and parses an import's file ahead of its writer: every
// record in order, the producer's error (or exception) after the records before it, a caller
// that stops early, and a queue bounded in bytes as well as in records.
#include "io/ReadAhead.h"

#include <QTest>
#include <QThread>
#include <atomic>
#include <stdexcept>

using namespace goldset;

class TestReadAhead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRecordInOrder()
    {
        io::ReadAhead<int> records([](const auto& emit) -> std::optional<Error> {
            for (int i = 0; i < 10000; ++i)
                if (!emit(int(i), 10))
                    return std::nullopt;
            return std::nullopt;
        });
        int record = -1;
        int expected = 0;
        while (records.next(record))
            QCOMPARE(record, expected++);
        QCOMPARE(expected, 10000);
        QVERIFY(!records.error());
        QVERIFY(!records.next(record)); // stays at the end
    }

    void errorComesAfterTheRecordsBeforeIt()
    {
        io::ReadAhead<int> records([](const auto& emit) -> std::optional<Error> {
            for (int i = 0; i < 1000; ++i)
                if (!emit(int(i), 10))
                    return std::nullopt;
            return makeError(QStringLiteral("bad line"), QStringLiteral("f.jsonl"), 1001);
        });
        int record = -1;
        int count = 0;
        while (records.next(record))
            QCOMPARE(record, count++);
        QCOMPARE(count, 1000);
        QVERIFY(records.error());
        QCOMPARE(records.error()->line, 1001);
        QCOMPARE(records.error()->message, QStringLiteral("bad line"));
    }

    void exceptionBecomesAnError()
    {
        io::ReadAhead<int> records([](const auto& emit) -> std::optional<Error> {
            for (int i = 0; i < 5; ++i)
                if (!emit(int(i), 10))
                    return std::nullopt;
            throw std::runtime_error("parser failed");
        });
        int record = -1;
        int count = 0;
        while (records.next(record))
            ++count;
        QCOMPARE(count, 5);
        QVERIFY(records.error());
        QCOMPARE(records.error()->message, QStringLiteral("parser failed"));
    }

    // The caller leaves after three records: the producer stops instead of making the rest.
    void callerStopsEarly()
    {
        std::atomic<int> made = 0;
        {
            io::ReadAhead<int> records([&made](const auto& emit) -> std::optional<Error> {
                for (int i = 0; i < 10'000'000; ++i) {
                    ++made;
                    if (!emit(int(i), 10))
                        return std::nullopt;
                }
                return std::nullopt;
            });
            int record = -1;
            for (int i = 0; i < 3; ++i)
                QVERIFY(records.next(record));
            QCOMPARE(record, 2);
        }
        QVERIFY2(made.load() < 10'000'000, qPrintable(QString::number(made.load())));
    }

    // Records of a megabyte each: a batch holds one, so the producer is never more than the
    // queued batches, the caller's and its own ahead (256 records each when they are small).
    void queueIsBoundedInBytes()
    {
        std::atomic<int> made = 0;
        io::ReadAhead<int> records([&made](const auto& emit) -> std::optional<Error> {
            for (int i = 0; i < 100000; ++i) {
                ++made;
                if (!emit(int(i), 1024 * 1024))
                    return std::nullopt;
            }
            return std::nullopt;
        });
        int record = -1;
        QVERIFY(records.next(record));
        // Give the producer time to run as far ahead as it may.
        QThread::msleep(200);
        QVERIFY2(made.load() <= 8, qPrintable(QString::number(made.load())));
        int count = 1;
        while (records.next(record))
            QCOMPARE(record, count++);
        QCOMPARE(count, 100000);
    }
};

QTEST_GUILESS_MAIN(TestReadAhead)
#include "tst_read_ahead.moc"
