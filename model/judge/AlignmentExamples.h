#pragma once

#include "domain/Entities.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace goldset::storage {
class Project;
}

namespace goldset::judge {

// The worked examples of an aligned judge: claims people reviewed in this project, with their
// verdict and note, put into a verdicts prompt as examples of what the judge gets wrong (as
// LangSmith's few-shot evaluators and MLflow's judge alignment do).
//
// Honest by construction: every claim text falls into one of kFolds folds (by a hash of its
// text), and a request's examples come only from folds that none of the request's claims is
// in. So no claim is ever judged with itself (or another judge's copy of it) as an example,
// and every verdict of an aligned judge on a reviewed claim is a held-out verdict: its kappa
// against the people is cross-validated, not learnt by heart.
class AlignmentExamples
{
public:
    static constexpr int kFolds = 5;
    static constexpr int kExamplesPerRequest = 4;

    struct Example
    {
        RowId claimId = 0;
        QString text;
        Verdict verdict = Verdict::Unknown;
        QString note;
        int fold = 0;
    };

    void load(storage::Project& project);
    void setExamples(QList<Example> examples); // for tests
    bool isEmpty() const { return m_examples.isEmpty(); }
    qsizetype size() const { return m_examples.size(); }

    static int foldOf(const QString& claimText);
    // The examples closest to the claims (word overlap), none from the claims' folds, best first.
    QList<Example> select(const QStringList& claims, int count = kExamplesPerRequest) const;
    // The block the verdicts prompt's {{examples}} placeholder gets (empty without examples).
    static QString render(const QList<Example>& examples);

private:
    struct Indexed
    {
        Example example;
        QSet<QString> terms;
    };
    QList<Indexed> m_examples;
};

} // namespace goldset::judge
