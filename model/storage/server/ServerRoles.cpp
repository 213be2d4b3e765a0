#include "storage/server/ServerRoles.h"

#include "storage/server/ServerDatabase.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>

namespace goldset::storage::ServerRoles {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::storage::ServerRoles", text);
}

// The QPSQL connection under a project's connection: role and policy statements are
// PostgreSQL's own and must not pass through SqlRewriter.
QSqlDatabase inner(const QSqlDatabase& project)
{
    return QSqlDatabase::database(ServerDatabase::innerConnectionName(project.connectionName()), false);
}

// The annotator row of the signed-in role ("C": annotator.name's collation).
const QString me =
    QStringLiteral("(SELECT p.id FROM annotator p WHERE p.name = current_user::text COLLATE \"C\")");

// The questions of the items of blind batches assigned to the signed-in role: relevance items
// are questions, claims items claims (of a question).
QString blindQuestionSet()
{
    const QString mine =
        QStringLiteral(" FROM assignment_item ai JOIN assignment a ON a.id = ai.assignment_id"
                       " JOIN batch b ON b.id = a.batch_id");
    const QString where = QStringLiteral(" WHERE b.blind = 1 AND a.annotator_id = ") + me;
    return QStringLiteral("SELECT ai.item_id") + mine + where + QStringLiteral(" AND b.kind = 'relevance'") +
           QStringLiteral(" UNION SELECT c.question_id") + mine +
           QStringLiteral(" JOIN claim c ON c.id = ai.item_id") + where +
           QStringLiteral(" AND b.kind = 'claims'");
}

// True when the signed-in role is in the annotators' group. pg_roles, not pg_has_role with
// the name, so that a server without the group yet is no error.
QString annotatorTest()
{
    return QStringLiteral("EXISTS (SELECT 1 FROM pg_roles r WHERE r.rolname = 'goldset_annotator'"
                          " AND pg_has_role(current_user, r.oid, 'MEMBER'))");
}

// The judge's columns of claim, and what an annotator reads in their place in a blind item.
const QStringList kJudgeClaimColumns{QStringLiteral("verdict"), QStringLiteral("reason"),
                                     QStringLiteral("evidence")};
constexpr const char* kJudgeClaimBlanks[] = {"'unknown'", "''", "'[]'"};

struct Guarded
{
    const char* table;
    const char* owner;    // the annotator column of a person's row; nullptr: the judge's rows
    QString outsideBlind; // true for a row whose question is not blind for the signed-in role
};

QList<Guarded> guardedTables()
{
    const QString blind = blindQuestionSet();
    return {
        {"relevance_label", "annotator_id", QStringLiteral("question_id NOT IN (%1)").arg(blind)},
        {"claim_review", "annotator_id",
         QStringLiteral("claim_id NOT IN (SELECT c2.id FROM claim c2 WHERE c2.question_id IN (%1))")
             .arg(blind)},
        {"nugget_review", "annotator_id",
         QStringLiteral("nugget_id NOT IN (SELECT n.id FROM nugget n WHERE n.question_id IN (%1))")
             .arg(blind)},
        {"citation_review", "annotator_id",
         QStringLiteral("statement_id NOT IN (SELECT s.id FROM statement s WHERE s.question_id IN (%1))")
             .arg(blind)},
        {"nugget_verdict", nullptr,
         QStringLiteral("nugget_id NOT IN (SELECT n.id FROM nugget n WHERE n.question_id IN (%1))")
             .arg(blind)},
        {"citation_check", nullptr,
         QStringLiteral("statement_id NOT IN (SELECT s.id FROM statement s WHERE s.question_id IN (%1))")
             .arg(blind)},
        {"answer_relevancy", nullptr, QStringLiteral("question_id NOT IN (%1)").arg(blind)},
        // Per-question scores carry the judge's faithfulness and the grades' consensus.
        {"question_score", nullptr, QStringLiteral("question_id NOT IN (%1)").arg(blind)},
        // The lead's decisions between the grades: keyed by "question<TAB>chunk" (external ids)
        // or by the claim's id. Annotators read those outside their blind items, write none.
        {"adjudication", nullptr,
         QStringLiteral("NOT ((task = 'relevance' AND split_part(item_key, E'\\t', 1) IN"
                        " (SELECT q.external_id FROM question q WHERE q.id IN (%1)))"
                        " OR (task = 'claims' AND item_key IN"
                        " (SELECT c3.id::text FROM claim c3 WHERE c3.question_id IN (%1))))")
             .arg(blind)},
    };
}

Status failed(const QString& what, const QSqlQuery& q)
{
    return makeError(QStringLiteral("%1: %2").arg(what, q.lastError().text().trimmed()));
}

Result<QString> schemaName(QSqlDatabase db)
{
    QSqlQuery q(db);
    // The last schema of the search path: an annotator's has the masking schema before it.
    if (!q.exec(QStringLiteral("SELECT (current_schemas(false))[array_upper(current_schemas(false), 1)]")) ||
        !q.next() || q.value(0).isNull())
        return makeError(tr("cannot read the project's schema: %1").arg(q.lastError().text().trimmed()));
    return q.value(0).toString();
}

} // namespace

QString blindSchema(const QString& project)
{
    // Project names are [a-z0-9_]{1,63}: with a '$' this never names another project's schema,
    // and a long name keeps a digest of the whole so that two never share one (63 bytes at most).
    const QString suffix = QStringLiteral("$blind");
    if (project.size() + suffix.size() <= 63)
        return project + suffix;
    const QByteArray digest = QCryptographicHash::hash(project.toUtf8(), QCryptographicHash::Sha1).toHex();
    return project.left(48) + QLatin1Char('$') + QString::fromLatin1(digest.left(8)) + suffix;
}

QString searchPathStatement(const QString& project)
{
    const QString own = QLatin1Char('"') + project + QLatin1Char('"');
    const QString masked = QLatin1Char('"') + blindSchema(project) + QLatin1Char('"');
    return QStringLiteral(
               "SELECT set_config('search_path', CASE WHEN to_regnamespace('%1') IS NOT NULL AND %2"
               " THEN '%1, %3' ELSE '%3' END, false)")
        .arg(masked, annotatorTest(), own);
}

Status secureProject(const QSqlDatabase& project)
{
    QSqlDatabase db = inner(project);
    auto schema = schemaName(db);
    if (!schema)
        return schema.error();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT column_name FROM information_schema.columns WHERE table_schema = ?"
                             " AND table_name = 'claim' ORDER BY ordinal_position"));
    q.addBindValue(*schema);
    if (!q.exec())
        return failed(tr("cannot read the project's claims"), q);
    QStringList claimColumns;
    while (q.next())
        claimColumns << q.value(0).toString();

    QStringList statements;
    const QString notAnnotator = QStringLiteral("NOT ") + annotatorTest();
    for (const Guarded& table : guardedTables()) {
        const QString name = QString::fromLatin1(table.table);
        for (const char* policy : {"goldset_lead", "goldset_own", "goldset_read"})
            statements << QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(QLatin1String(policy), name);
        statements << QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(name)
                   << QStringLiteral("CREATE POLICY goldset_lead ON %1 USING (%2) WITH CHECK (%2)")
                          .arg(name, notAnnotator);
        if (table.owner)
            statements << QStringLiteral(
                              "CREATE POLICY goldset_own ON %1 USING (%2 = %3) WITH CHECK (%2 = %3)")
                              .arg(name, QLatin1String(table.owner), me);
        statements << QStringLiteral("CREATE POLICY goldset_read ON %1 FOR SELECT USING (%2)")
                          .arg(name, table.outsideBlind);
    }

    // The judge's verdict on a claim is in the row whose text the annotator reviews, so row
    // security cannot hide it: the annotators' session reads `claim` through this view (their
    // search path puts its schema first), which blanks the verdict in her blind items.
    const QString masked = QLatin1Char('"') + blindSchema(*schema) + QLatin1Char('"');
    QStringList select;
    for (const QString& column : claimColumns) {
        const int judged = kJudgeClaimColumns.indexOf(column);
        select << (judged < 0
                       ? QStringLiteral("cl.\"%1\"").arg(column)
                       : QStringLiteral(
                             "CASE WHEN cl.question_id IN (%1) THEN %2 ELSE cl.\"%3\" END AS \"%3\"")
                             .arg(blindQuestionSet(), QLatin1String(kJudgeClaimBlanks[judged]), column));
    }
    statements << QStringLiteral("CREATE SCHEMA IF NOT EXISTS %1").arg(masked)
               << QStringLiteral("DROP VIEW IF EXISTS %1.claim").arg(masked)
               << QStringLiteral("CREATE VIEW %1.claim AS SELECT %2 FROM \"%3\".claim cl")
                      .arg(masked, select.join(QStringLiteral(", ")), *schema);
    for (const QString& statement : statements)
        if (!q.exec(statement))
            return failed(tr("cannot set the project's row-level security"), q);
    return grantProject(project);
}

Result<QString> signedInRole(const QSqlDatabase& project)
{
    QSqlQuery q(inner(project));
    if (!q.exec(QStringLiteral("SELECT current_user")) || !q.next())
        return failed(tr("cannot read the signed-in role"), q).error();
    return q.value(0).toString();
}

Status grantProject(const QSqlDatabase& project)
{
    QSqlDatabase db = inner(project);
    auto schema = schemaName(db);
    if (!schema)
        return schema.error();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = 'goldset_annotator'")))
        return failed(tr("cannot read the server's roles"), q);
    if (!q.next())
        return {}; // no annotators on this server yet

    q.prepare(QStringLiteral(
        "SELECT format('GRANT USAGE ON SCHEMA %1$I TO goldset_annotator', $1::text),"
        " format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %1$I TO goldset_annotator', "
        "$1::text),"
        " format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %1$I TO goldset_annotator', $1::text),"
        // CONNECT only where the lead may give it (the database's owner, as team-server.sh
        // makes her); elsewhere the server's administrator has given it, or will.
        " CASE WHEN has_database_privilege(current_database(), 'CONNECT WITH GRANT OPTION')"
        " THEN format('GRANT CONNECT ON DATABASE %I TO goldset_annotator', current_database()) END"));
    q.addBindValue(*schema);
    if (!q.exec() || !q.next())
        return failed(tr("cannot let annotators into the project"), q);
    QStringList grants{q.value(0).toString(), q.value(1).toString(), q.value(2).toString()};
    if (!q.value(3).isNull())
        grants << q.value(3).toString();
    // Claims are the judge's to write; their verdict columns annotators read only through the
    // masking view (secureProject).
    q.prepare(QStringLiteral(
        "SELECT format('REVOKE SELECT, INSERT, UPDATE, DELETE ON %1$I.claim FROM goldset_annotator', "
        "$1::text),"
        " format('GRANT SELECT (' || string_agg(quote_ident(column_name::text), ', ' ORDER BY "
        "ordinal_position)"
        " || ') ON %1$I.claim TO goldset_annotator', $1::text),"
        " format('GRANT USAGE ON SCHEMA %1$I TO goldset_annotator', $2::text),"
        " format('GRANT SELECT ON ALL TABLES IN SCHEMA %1$I TO goldset_annotator', $2::text)"
        " FROM information_schema.columns WHERE table_schema = $1::text AND table_name = 'claim'"
        " AND column_name::text NOT IN ('verdict', 'reason', 'evidence')"
        " AND to_regnamespace(quote_ident($2::text)) IS NOT NULL"));
    q.addBindValue(*schema);
    q.addBindValue(blindSchema(*schema));
    if (!q.exec())
        return failed(tr("cannot let annotators into the project"), q);
    if (q.next() && !q.value(1).isNull())
        grants << q.value(0).toString() << q.value(1).toString() << q.value(2).toString()
               << q.value(3).toString();
    for (const QString& grant : grants) {
        QSqlQuery g(db);
        if (!g.exec(grant))
            return failed(tr("cannot let annotators into the project"), g);
    }
    return {};
}

Status createAnnotator(const QSqlDatabase& project, const QString& name, const QString& password)
{
    if (name.trimmed().isEmpty() || name != name.trimmed() || name.toUtf8().size() > 63 ||
        name.contains(QChar(0)))
        return makeError(
            tr("'%1' cannot be a role name: use 1 to 63 bytes without leading or trailing spaces").arg(name));
    if (password.isEmpty() || password.contains(QChar(0)))
        return makeError(tr("give %1 a password").arg(name));
    QSqlDatabase db = inner(project);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT current_user, rolcreaterole OR rolsuper FROM pg_roles"
                               " WHERE rolname = current_user")) ||
        !q.next())
        return failed(tr("cannot read the signed-in role"), q);
    const QString lead = q.value(0).toString();
    if (!q.value(1).toBool())
        return makeError(
            tr("%1 may not create roles on this server: ask its administrator to give %1 CREATEROLE "
               "(scripts/team-server.sh gives it to the lead)")
                .arg(lead));
    q.prepare(QStringLiteral("SELECT count(*) FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return failed(tr("cannot read the server's roles"), q);
    if (q.value(0).toLongLong() > 0)
        return makeError(tr("the server has a role %1 already: choose another name").arg(name));

    // Utility statements take no parameters: the server quotes the name and the password
    // itself (format's %I and %L), from bound values.
    q.prepare(QStringLiteral(
        "SELECT format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE goldset_annotator', $1::text, $2::text)"));
    q.addBindValue(name);
    q.addBindValue(password);
    if (!q.exec() || !q.next())
        return failed(tr("cannot create the role %1").arg(name), q);
    const QString create = q.value(0).toString();

    if (!db.transaction())
        return makeError(tr("cannot start a transaction: %1").arg(db.lastError().text().trimmed()));
    QSqlQuery group(db);
    if (!group.exec(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = 'goldset_annotator'")) ||
        (!group.next() && !group.exec(QStringLiteral("CREATE ROLE goldset_annotator NOLOGIN")))) {
        db.rollback();
        return failed(tr("cannot create the group role goldset_annotator"), group);
    }
    QSqlQuery role(db);
    if (!role.exec(create)) {
        db.rollback();
        return failed(tr("cannot create the role %1").arg(name), role);
    }
    if (Status granted = grantProject(project); !granted) {
        db.rollback();
        return granted;
    }
    if (!db.commit())
        return makeError(tr("cannot create the role %1: %2").arg(name, db.lastError().text().trimmed()));
    return {};
}

} // namespace goldset::storage::ServerRoles
