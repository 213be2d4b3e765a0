#include "shell/Page.h"

namespace goldset::ui {

void Page::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &ProjectSession::changed, this, &Page::projectChanged);
    sessionSet(session);
}

} // namespace goldset::ui
