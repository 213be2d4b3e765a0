#include "commands/SettingEditCommand.h"

#include "shell/ProjectSession.h"
#include "storage/SettingsStore.h"

namespace goldset::ui {

SettingEditCommand::SettingEditCommand(ProjectSession& session, const QString& key, const QString& newValue,
                                       const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), m_session(session), m_key(key),
      m_before(session.project().settings().value(key)), m_after(newValue)
{
}

void SettingEditCommand::apply(const QString& value)
{
    storage::SettingsStore& settings = m_session.project().settings();
    const Status written = value.isEmpty() ? settings.remove(m_key) : settings.setValue(m_key, value);
    if (!written)
        qWarning("cannot store the setting %s: %s", qPrintable(m_key),
                 qPrintable(written.error().toString()));
    m_session.notifyChanged(ProjectSession::Change::Settings);
}

void SettingEditCommand::redo()
{
    apply(m_after);
}

void SettingEditCommand::undo()
{
    apply(m_before);
}

} // namespace goldset::ui
