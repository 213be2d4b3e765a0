#pragma once

#include <QMenu>
#include <QStringList>

namespace goldset::ui {

// File -> Open Recent: the last projects, remembered in QSettings.
class RecentFiles : public QMenu
{
    Q_OBJECT

public:
    explicit RecentFiles(QWidget* parent = nullptr);

    void add(const QString& path);
    QStringList files() const;

Q_SIGNALS:
    void fileChosen(const QString& path);

private:
    void rebuild();
    static constexpr int kMaximum = 10;
};

} // namespace goldset::ui
