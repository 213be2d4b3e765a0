#include "storage/server/ServerUrl.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace goldset::storage {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::storage::ServerUrl", text);
}

} // namespace

bool ServerUrl::isServerUrl(const QString& text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

Result<ServerUrl> ServerUrl::parse(const QString& text)
{
    if (!isServerUrl(text))
        return makeError(tr("%1 is not a postgresql:// URL").arg(text));
    const QUrl url(text, QUrl::StrictMode);
    ServerUrl out;
    if (!url.isValid()) {
        // QUrl's message can quote the URL, password included: say only what is expected.
        return makeError(tr("the server URL cannot be read (postgresql://user@host/database?project=NAME)"));
    }
    out.user = url.userName(QUrl::FullyDecoded);
    out.password = url.password(QUrl::FullyDecoded);
    out.host = url.host(QUrl::FullyDecoded);
    out.port = url.port(-1);
    out.database = url.path(QUrl::FullyDecoded).mid(1);
    const QUrlQuery query(url);
    QStringList options;
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("project"))
            out.project = value;
        else if (key == QLatin1String("host"))
            out.host = value;
        else if (key == QLatin1String("port"))
            out.port = value.toInt();
        else if (key == QLatin1String("user"))
            out.user = value;
        else if (key == QLatin1String("password"))
            out.password = value;
        else
            options << key + QLatin1Char('=') + value;
    }
    out.options = options.join(QLatin1Char(';'));
    const QString shown = out.displayText();
    if (out.database.isEmpty() || out.database.contains(QLatin1Char('/')))
        return makeError(
            tr("%1 names no database (postgresql://user@host/database?project=NAME)").arg(shown));
    if (out.project.isEmpty())
        return makeError(tr("%1 names no project: add ?project=NAME").arg(shown));
    static const QRegularExpression name(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    if (!name.match(out.project).hasMatch() || out.project.startsWith(QLatin1String("pg_")))
        return makeError(tr("%1: a project name on a server is lower-case letters, digits and '_', "
                            "starts with a letter and does not start with pg_")
                             .arg(shown));
    return out;
}

QString ServerUrl::displayText() const
{
    QString text = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        text += QString::fromUtf8(QUrl::toPercentEncoding(user)) + QLatin1Char('@');
    if (!host.startsWith(QLatin1Char('/')))
        text += host;
    if (port > 0)
        text += QLatin1Char(':') + QString::number(port);
    text += QLatin1Char('/') + database + QStringLiteral("?project=") + project;
    if (host.startsWith(QLatin1Char('/')))
        text += QStringLiteral("&host=") + host;
    return text;
}

QString ServerUrl::account() const
{
    return QStringLiteral("%1@%2:%3/%4").arg(user, host).arg(port).arg(database);
}

QString ServerUrl::shown(const QString& location)
{
    if (!isServerUrl(location))
        return location;
    auto url = parse(location);
    return url ? url->displayText() : QStringLiteral("postgresql://…");
}

QString ServerUrl::shortName(const QString& location)
{
    if (!isServerUrl(location))
        return QFileInfo(location).fileName();
    auto url = parse(location);
    if (!url)
        return shown(location);
    const QString host = url->host.isEmpty() || url->host.startsWith(QLatin1Char('/'))
                             ? QStringLiteral("localhost")
                             : url->host;
    return tr("%1 (%2 on %3)").arg(url->project, url->database, host);
}

QString ServerUrl::quotedSchema() const
{
    return QLatin1Char('"') + project + QLatin1Char('"');
}

} // namespace goldset::storage
