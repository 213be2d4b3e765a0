#pragma once

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Sets one project setting (an empty value removes it): a threshold, a metric's bands.
class SettingEditCommand : public QUndoCommand
{
public:
    SettingEditCommand(ProjectSession& session, const QString& key, const QString& newValue,
                       const QString& text, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    void apply(const QString& value);

    ProjectSession& m_session;
    QString m_key;
    QString m_before;
    QString m_after;
};

} // namespace goldset::ui
