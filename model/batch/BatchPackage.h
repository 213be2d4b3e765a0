#pragma once

#include "core/Result.h"

#include <QStringList>

namespace goldset::storage {
class Project;
}

namespace goldset::batch {

// A batch package is itself a .goldset project holding one annotator's items of one batch and
// what they need to work offline: the questions, the guidelines, the documents of the
// candidate chunks (relevance: chunks labelled by anyone plus every run's top-k, pooled as the
// labelling page does; claims: the claims with the answer and the retrieved contexts) and the
// annotator's own earlier labels. It is blind: no other person's labels or reviews, and no judge
// verdicts or reasons. Its settings name the origin project, the batch and the annotator.
namespace packageKeys {
inline constexpr auto originProjectId = "batch.origin_project_id";
inline constexpr auto batchName = "batch.name";
inline constexpr auto batchKind = "batch.kind";
inline constexpr auto annotator = "batch.annotator";
inline constexpr auto submitted = "batch.submitted"; // "true" once the annotator says she is done
} // namespace packageKeys

// Candidates of relevance items enter the package to this pool depth per run.
inline constexpr int kPackagePoolDepth = 20;

// Writes the package of (batch, annotator) to outPath (refused when it exists) and records the
// export time on the assignment. Returns how many items went in.
Result<qsizetype> exportPackage(storage::Project& project, const QString& batchName, const QString& annotator,
                                const QString& outPath);

struct ImportSummary
{
    QString batchName;
    QString annotator;
    int inserted = 0;
    int updated = 0; // the package's change was newer than the project's
    int unchanged = 0;
    int keptNewer = 0;        // the project's value was newer and stays
    int ignored = 0;          // labels on items outside the assignment
    QStringList updatedItems; // "item: old -> new" for every update
    QStringList keptItems;
    QString status; // the assignment's status afterwards
};

// The annotator's "I am done", written into the package: merging it marks the assignment
// submitted. Refused on a project that is not a package.
Status markPackageSubmitted(storage::Project& package, bool submitted = true);

// Merges a returned package into the project: refuses a package of another project or of an
// unknown batch / annotator; adds new labels, takes changed ones when the package's are newer
// (updated_at), never deletes. Importing the same package twice changes no label. Every
// person's labels in the package count as its annotator's (the package knows who it is for).
// Each merge is recorded (MergeHistoryStore). The assignment becomes "submitted" when the
// package says so (markPackageSubmitted).
Result<ImportSummary> importPackage(storage::Project& project, const QString& packagePath);

} // namespace goldset::batch
