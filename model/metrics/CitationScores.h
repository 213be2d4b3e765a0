#pragma once

#include "domain/Citations.h"

#include <QSet>
#include <optional>

namespace goldset::metrics {

// One statement of an answer as the citation metrics see it.
struct StatementInput
{
    QStringList citations;                 // chunk external ids
    std::optional<CitationVerdict> judge;  // the judge's check, if any
    std::optional<CitationVerdict> review; // a person's (the latest review), which wins
};

// Why a statement counts as it does (the Review page shows it).
enum class StatementStatus
{
    NoCitation,   // cites nothing: unsupported (ALCE)
    NotRetrieved, // cites a chunk not retrieved for the question: unsupported, never asked
    Unjudged,     // askable, no verdict yet
    Judged,       // the judge's verdict or a person's
};

StatementStatus statementStatus(const StatementInput& statement, const QSet<QString>& retrieved);
// The verdict that counts: a person's, else the judge's; not entailed for a statement without
// citations or citing a chunk not retrieved (unless a person says otherwise); nullopt when unjudged.
std::optional<CitationVerdict> effectiveCitationVerdict(const StatementInput& statement,
                                                        const QSet<QString>& retrieved);

// ALCE's citation metrics of one answer (Gao et al. 2023, "Enabling Large Language Models to
// Generate Text with Citations", eval.py compute_autoais), and citation coverage:
// - coverage: statements citing at least one chunk / statements (no judge needed);
// - recall: statements whose cited chunks together entail them / statements (a statement
//   without citations, or citing a chunk that was not retrieved, counts as not entailed);
// - precision: necessary citations / citations, where a citation of an entailed statement is
//   necessary unless the statement has several citations and it is unnecessary (it does not
//   entail the statement alone and the others still do); every citation of a statement that
//   is not entailed is imprecise; an answer without any citation has precision 0, as in ALCE.
// Recall and precision are undefined while an askable statement has no verdict; all three are
// undefined for an answer without statements.
struct CitationScores
{
    std::optional<double> coverage;
    std::optional<double> recall;
    std::optional<double> precision;
};
CitationScores citationScores(const QList<StatementInput>& statements, const QSet<QString>& retrieved);

} // namespace goldset::metrics
