#include "commands/AlertRuleCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/AlertStore.h"

#include <QCoreApplication>

namespace goldset::ui {

AlertRuleCommand::AlertRuleCommand(ProjectSession* session, const QString& rule, bool add)
    : m_session(session), m_rule(rule), m_add(add)
{
    setText(add ? QCoreApplication::translate("AlertRuleCommand", "Add alert rule %1").arg(rule)
                : QCoreApplication::translate("AlertRuleCommand", "Remove alert rule %1").arg(rule));
}

void AlertRuleCommand::apply(bool add)
{
    const Status written = writeInTransaction(*m_session, [this, add]() -> Status {
        storage::AlertStore store(m_session->project().connection());
        return add ? store.addRule(m_rule) : store.removeRule(m_rule);
    });
    if (!written)
        setObsolete(true);
    else
        m_session->notifyChanged(ProjectSession::Change::Settings);
}

void AlertRuleCommand::redo()
{
    apply(m_add);
}

void AlertRuleCommand::undo()
{
    apply(!m_add);
}

} // namespace goldset::ui
