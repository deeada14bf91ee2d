// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QLabel;
class QListWidget;

namespace wm {

struct ArmyList;
struct RosterUnit;

// The upgrades of the unit selected in the roster, to tick and untick: those core says it may
// take, with their points and limits, and a hint saying whose they are or why there are none.
class UpgradesPanel : public QObject
{
    Q_OBJECT

public:
    UpgradesPanel(QLabel *hint, QListWidget *list, QObject *parent = nullptr);

    // Shows what `unit` (nullptr when none is selected) may take from `list` (nullptr without one).
    void show(const RosterUnit *unit, const ArmyList *list);

Q_SIGNALS:
    // The player ticked (`taken`) or unticked an upgrade.
    void toggled(const QString &upgradeId, bool taken);

private:
    QLabel *m_hint;
    QListWidget *m_list;
};

} // namespace wm
