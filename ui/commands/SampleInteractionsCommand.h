#pragma once

#include "monitor/InteractionSample.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Draws a stratified sample of production interactions into a new run (see
// monitor::sampleIntoRun); undo removes the run and the questions it made. Redo draws the
// same sample again: the seed makes it so.
class SampleInteractionsCommand : public QUndoCommand
{
public:
    SampleInteractionsCommand(ProjectSession* session, const monitor::SampleOptions& options);

    void redo() override;
    void undo() override;
    int sampled() const { return m_result ? int(m_result->interactionIds.size()) : 0; }

private:
    ProjectSession* m_session;
    monitor::SampleOptions m_options;
    std::optional<monitor::SampleResult> m_result;
};

} // namespace goldset::ui
