// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QComboBox;
class QLabel;
class QListWidget;

namespace wm {

struct ArmyList;
struct MagicItems;
struct Roster;
struct RosterUnit;

// The upgrades of the unit selected in the roster, to tick and untick: those core says it may
// take, with their points and limits, then the stands of other entries its list may add to it
// (Skirmishers), and a hint saying whose they are or why there are none. Below
// them, the magic item it carries, chosen among those core says it may carry, each with its price for
// the unit; an item another unit already carries as often as an army may is there but cannot be
// chosen, and its tooltip says who has it.
class UpgradesPanel : public QObject
{
    Q_OBJECT

public:
    UpgradesPanel(QLabel *hint, QListWidget *list, QComboBox *magicItems, QObject *parent = nullptr);

    // Shows what `unit` (nullptr when none is selected) may take from `list` (nullptr without one).
    void show(const RosterUnit *unit, const ArmyList *list);
    // Shows the items the unit at `row` of `roster` (-1 for none selected) may carry.
    void showMagicItems(const Roster &roster, int row, const ArmyList *list, const MagicItems *magicItems);

Q_SIGNALS:
    // The player ticked (`taken`) or unticked an upgrade.
    void toggled(const QString &upgradeId, bool taken);
    // The player added (`taken`) or took off a stand of the list's unit `standsUnitId` (Skirmishers).
    void attachedStandToggled(const QString &standsUnitId, bool taken);
    // The player chose an item (its key, core/enumkeys.h), or none (an empty key).
    void magicItemChosen(const QString &itemKey);

private:
    QLabel *m_hint;
    QListWidget *m_list;
    QComboBox *m_magicItems;
};

} // namespace wm
