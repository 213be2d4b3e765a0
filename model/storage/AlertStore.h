#pragma once

#include "storage/StoreBase.h"

#include <QList>

namespace goldset::storage {

// An alert that fired: a rule on a day, the value it saw and the limit it crossed.
struct FiredAlert
{
    qint64 id = 0;
    QString rule; // the rule's text, as the project keeps it
    int day = 0;  // Julian day
    QString metric;
    double value = 0;
    double limit = 0;
    QString firedAt; // when the check found it (ISO 8601 UTC)
};

// Alert rules and fired alerts (alert_rule, fired_alert): the only code writing them.
class AlertStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    QStringList rules() const;
    Status addRule(const QString& expression); // a rule already kept is left alone
    Status removeRule(const QString& expression);

    // Records a fired alert once per rule and day; true when it was new.
    Result<bool> record(const FiredAlert& alert);
    // Newest day first.
    QList<FiredAlert> fired(int firstDay, int lastDay) const;
};

} // namespace goldset::storage
