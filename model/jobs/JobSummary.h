#pragma once

#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace goldset::jobs {

// What a job did, for the CLI's summary and the GUI's message.
struct JobSummary
{
    QString job;       // "generate:<model>", "judge:<run>:<model>"
    int total = 0;     // items in scope, including those done by earlier runs
    int done = 0;      // items done, including those done by earlier runs
    int processed = 0; // items this run finished (done or error)
    int errors = 0;    // items that are in error after this run
    bool cancelled = false;
    QString fatalError;       // the job could not run at all (no such run, project not readable...)
    QStringList errorSamples; // "item: error" for the first few errors
    QStringList warnings;
    QMap<QString, double> counters; // job-specific: "questions", "claims", "supported", "faithfulness"...
    // What the server says this run spent (its `usage`), over every attempt, and over every run
    // of the job so far (kept in the project per item).
    int requests = 0; // attempts sent
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    int answersWithoutUsage = 0; // answers that did not say what they cost
    qint64 jobPromptTokens = 0;
    qint64 jobCompletionTokens = 0;

    int remaining() const { return total - done; }
    bool complete() const { return fatalError.isEmpty() && !cancelled && errors == 0 && done == total; }
};

} // namespace goldset::jobs

Q_DECLARE_METATYPE(goldset::jobs::JobSummary)
