#pragma once

#include <QString>
#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Adds or removes one alert rule of the project's monitoring; undo does the opposite.
class AlertRuleCommand : public QUndoCommand
{
public:
    AlertRuleCommand(ProjectSession* session, const QString& rule, bool add);

    void redo() override;
    void undo() override;

private:
    void apply(bool add);

    ProjectSession* m_session;
    QString m_rule;
    bool m_add;
};

} // namespace goldset::ui
