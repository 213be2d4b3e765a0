#include "commands/SampleInteractionsCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"

#include <QCoreApplication>

namespace goldset::ui {

SampleInteractionsCommand::SampleInteractionsCommand(ProjectSession* session,
                                                     const monitor::SampleOptions& options)
    : m_session(session), m_options(options)
{
    setText(QCoreApplication::translate("SampleInteractionsCommand", "Sample interactions into run %1")
                .arg(options.runName));
}

void SampleInteractionsCommand::redo()
{
    const Status written = writeInTransaction(*m_session, [this]() -> Status {
        auto sample = monitor::sampleIntoRun(m_session->project(), m_options);
        if (!sample)
            return sample.error();
        m_result = *sample;
        return {};
    });
    if (!written)
        setObsolete(true);
    else
        m_session->notifyChanged(ProjectSession::Change::Runs);
}

void SampleInteractionsCommand::undo()
{
    if (!m_result)
        return;
    const Status written = writeInTransaction(
        *m_session, [this]() -> Status { return monitor::undoSample(m_session->project(), *m_result); });
    if (!written)
        setObsolete(true);
    else
        m_session->notifyChanged(ProjectSession::Change::Runs);
}

} // namespace goldset::ui
