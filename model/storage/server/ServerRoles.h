#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QStringList>

namespace goldset::storage {

// People on a server (issue 25; docs/ARCHITECTURE.md, "Two backends"): annotators are
// PostgreSQL LOGIN roles in the group role goldset_annotator, and row-level security on the
// project's schema decides what they read. In an item of a blind batch assigned to her, an
// annotator reads only her own grades and reviews, and no judge verdict of its question; she
// writes only her own; she reads claims with the judge's verdict blanked there and no
// adjudication of them. Everyone else (the lead owns the tables; other roles not in the group)
// reads and writes everything.
namespace ServerRoles {

inline constexpr auto kAnnotatorGroup = "goldset_annotator";

// Turns row-level security on in the project's schema, with its policies, and makes the
// schema blindSchema() with the view that blanks the judge's claim verdicts for annotators;
// it may run again (policies and the view are made anew). Run by ServerDatabase as the
// schema's owner when it creates a project, migrates one, or finds the view missing.
Status secureProject(const QSqlDatabase& project);

// The schema of the annotators' masking views for `project` (unquoted); and the session's
// first statement: it puts that schema before the project's in an annotator's search path,
// and only the project's for everyone else.
QString blindSchema(const QString& project);
QString searchPathStatement(const QString& project);

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
