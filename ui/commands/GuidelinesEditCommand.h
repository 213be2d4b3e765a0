#pragma once

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Replaces the project's labelling guidelines (Markdown, SettingsStore key "guidelines").
class GuidelinesEditCommand : public QUndoCommand
{
public:
    static QString settingsKey() { return QStringLiteral("guidelines"); }

    GuidelinesEditCommand(ProjectSession& session, const QString& newText, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    void apply(const QString& text);

    ProjectSession& m_session;
    QString m_before;
    QString m_after;
};

} // namespace goldset::ui
