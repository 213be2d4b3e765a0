#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QStringList>

namespace goldset::storage {

// People on a server (issue 25; docs/ARCHITECTURE.md, "Two backends"): annotators are
// PostgreSQL LOGIN roles in the group role goldset_annotator, and row-level security on the
// project's schema decides what they read. In an item of a blind batch assigned to her, an
// annotator reads only her own grades and reviews, and no judge verdict of its question; she
// writes only her own. Everyone else (the lead owns the tables; other roles not in the group)
// reads and writes everything.
namespace ServerRoles {

inline constexpr auto kAnnotatorGroup = "goldset_annotator";

// The statements that turn row-level security on in the current schema, with its policies;
// they may run again (policies are dropped first). Run by ServerDatabase as the schema's
// owner when it creates a project or migrates one to schema version 12.
QStringList securityStatements();

// Creates the LOGIN role `name` with `password` in goldset_annotator (made when missing) and
// lets the group into this project's schema (`project`: a server project's connection). The
// name and password reach the server as bound values quoted by the server (format %I / %L),
// never pasted into SQL. Refused with a clear message when the signed-in role may not create
// roles, or when a role of that name exists. Not undoable: a role belongs to the server, not
// to the project (the app asks before).
Status createAnnotator(const QSqlDatabase& project, const QString& name, const QString& password);

// Grants the group its use of the project's schema (tables, sequences); again after a
// migration (ServerDatabase), which may add tables. Nothing to do on a server without the
// group; refused for a role that does not own the schema.
Status grantProject(const QSqlDatabase& project);

// The role signed in to a server project: on a server the app grades as this annotator, the
// name row-level security knows her by.
Result<QString> signedInRole(const QSqlDatabase& project);

} // namespace ServerRoles
} // namespace goldset::storage
