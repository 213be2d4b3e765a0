#pragma once

#include "shell/Page.h"

namespace goldset::ui {

// A page whose work is still to come: it says what it will hold.
class PlaceholderPage : public Page
{
    Q_OBJECT

public:
    PlaceholderPage(const QString& title, const QString& description, QWidget* parent = nullptr);

    QString title() const override { return m_title; }

protected:
    void sessionSet(ProjectSession* session) override;

private:
    QString m_title;
};

} // namespace goldset::ui
