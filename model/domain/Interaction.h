#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

// Production interactions (issue 22): what the importers give the store, and what it reads back.
namespace goldset {

// One interaction as an importer made it, its strings in UTF-8 as SQLite stores them (the
// import path binds them without converting to UTF-16 and back).
struct InteractionInput
{
    QByteArray externalId; // the log's id, empty when it has none
    QByteArray origin;     // the format it came from: interactions, openinference, langfuse
    qint64 timeMs = 0;     // UTC, milliseconds since 1970
    QByteArray query;
    QByteArray answer;
    QByteArray sources = QByteArrayLiteral("[]"); // compact JSON list of {"id", "score"?, "text"?}
    int sourceCount = 0;
    std::optional<double> latencyMs;
    QByteArray userHash; // salted hash of the user id (or the id itself when the project keeps ids)
    QByteArray sessionId;
    std::optional<double> feedback;
    QByteArray feedbackComment;
    bool escalated = false;
    bool idk = false; // the answer declines ("I don't know"), by the project's patterns
    // InteractionStore::identityOf, when the reading thread made it already (else the store does).
    QByteArray identity;
};

// One stored interaction, for the Monitoring page, drill-down, sampling and promotion.
struct Interaction
{
    qint64 id = 0;
    QString externalId;
    QString origin;
    qint64 timeMs = 0;
    int day = 0; // Julian day (QDate::toJulianDay) of the UTC date
    QString query;
    QString answer;
    QString sources; // JSON list
    int sourceCount = 0;
    std::optional<double> latencyMs;
    QString userHash;
    QString sessionId;
    std::optional<double> feedback;
    QString feedbackComment;
    bool escalated = false;
    bool idk = false;
};

// The stored numbers of one day, kept up to date on import.
struct InteractionDay
{
    int day = 0; // Julian day
    qint64 interactions = 0;
    qint64 users = 0;
    qint64 sessions = 0;
    qint64 latencyCount = 0;
    double latencySum = 0;
    std::optional<double> p50;
    std::optional<double> p95;
    std::optional<double> p99;
    qint64 zeroResults = 0;
    qint64 idk = 0;
    qint64 escalated = 0;
    qint64 feedbackCount = 0;
    double feedbackSum = 0;
};

} // namespace goldset
