#include "commands/GuidelinesEditCommand.h"

#include "shell/ProjectSession.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>

namespace goldset::ui {

GuidelinesEditCommand::GuidelinesEditCommand(ProjectSession& session, const QString& newText,
                                             QUndoCommand* parent)
    : QUndoCommand(parent), m_session(session), m_before(session.project().settings().value(settingsKey())),
      m_after(newText)
{
    setText(QCoreApplication::translate("GuidelinesEditCommand", "edit guidelines"));
}

void GuidelinesEditCommand::apply(const QString& text)
{
    storage::SettingsStore& settings = m_session.project().settings();
    const Status written =
        text.isEmpty() ? settings.remove(settingsKey()) : settings.setValue(settingsKey(), text);
    if (!written)
        qWarning("cannot store the guidelines: %s", qPrintable(written.error().toString()));
    m_session.notifyChanged(ProjectSession::Change::Settings);
}

void GuidelinesEditCommand::redo()
{
    apply(m_after);
}

void GuidelinesEditCommand::undo()
{
    apply(m_before);
}

} // namespace goldset::ui
