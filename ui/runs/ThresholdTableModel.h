#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

namespace goldset::ui {

class ProjectSession;

// The release gate, editable: each metric's threshold (">=0.75", "<=2500") and quality bands
// ("0.6,0.75,0.9"). An edit is checked, then pushed on the project's undo stack; an empty text
// removes the setting.
class ThresholdTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        MetricColumn,
        DirectionColumn,
        ThresholdColumn,
        BandsColumn,
        ColumnCount
    };

    explicit ThresholdTableModel(QObject* parent = nullptr);

    void setSession(ProjectSession* session);
    void setMetrics(const QStringList& metrics);
    void reload(); // re-reads the project's settings

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void invalidInput(const QString& message);

private:
    QString keyOf(const QModelIndex& index) const;

    ProjectSession* m_session = nullptr;
    QStringList m_metrics;
    QHash<QString, QString> m_values; // settings key -> text
};

} // namespace goldset::ui
