// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/battle.h"
#include "core/game/gameaction.h"
#include "core/rules/side.h"

#include <QCoreApplication>
#include <QGroupBox>
#include <QList>
#include <QSet>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QSpinBox;

namespace wm {

// The Shooting dialog's "Shooters" box: a row for each unit of the shooting side that might shoot,
// with its stands in range and what its weapon needs said, and why it cannot shoot where it cannot.
// Its texts are the Shooting dialog's own for translators.
class ShooterGrid : public QGroupBox
{
    Q_DECLARE_TR_FUNCTIONS(wm::ShootingDialog)

public:
    // `changed` is called when a row's choice changes; `picked` when a unit is ticked or unticked,
    // which changes what the other rows may do.
    ShooterGrid(std::function<void()> changed, std::function<void()> picked, QWidget *parent);

    // A row for each unit of `side` that might shoot, the units in `checked` ticked. Filling the rows
    // calls neither `changed` nor `picked`.
    void fill(const Battle &battle, Side side, bool atChargers, bool inPath, const QList<UnitId> &checked);
    // What follows from the target and the mode: each row's weapon limits and whether it may shoot.
    void update(const Battle &battle, std::optional<UnitId> target, ShotTiming timing, bool inPath);
    // The units ticked, whether or not they may shoot now.
    QList<UnitId> ticked() const;
    // The units that shoot, as their rows say.
    QList<ShooterInput> shooters(const Battle &battle, bool atChargers, bool inPath) const;

private:
    // One unit that might shoot, a row of the grid.
    struct ShooterRow
    {
        UnitId unit = 0;
        QCheckBox *pick = nullptr;
        QSpinBox *stands = nullptr;
        QWidget *weapon = nullptr; // what its weapon needs said, in one box
        QLabel *crossedLabel = nullptr;
        QSpinBox *crossed = nullptr;   // a cannonball's bounce, a bolt's skewer
        QComboBox *range = nullptr;    // a Helblaster's range band
        QCheckBox *blind = nullptr;    // a Revolution stone thrower that cannot see its target
        QCheckBox *fortune = nullptr;  // its Banner of Fortune: all its dice to hit rolled again
        QCheckBox *attached = nullptr; // its attached stand (Salamanders) among those shooting
        QLabel *reason = nullptr;      // why it cannot shoot now
    };

    void clear();
    void addHeader(const QString &text, int column);
    ShooterRow addRow(const Battle &battle, const Unit &u, int gridRow, bool atChargers, bool inPath, bool checked);
    // The weapon box of a row: the inputs its weapon asks for, or the weapon's name.
    QWidget *weaponBox(ShooterRow &row, const Battle &battle, const Unit &u, bool atChargers, bool inPath);
    void addWeaponInputs(ShooterRow &row, QHBoxLayout *layout, const Unit &u, const WeaponInputs &inputs);
    void addUnitOptions(ShooterRow &row, QHBoxLayout *layout, const Unit &u, bool atChargers);
    static void updateRow(const ShooterRow &row, const Unit &u, const Battle &battle, bool inPath, bool chargers,
                          int targetStands);

    std::function<void()> m_changed;
    std::function<void()> m_picked;
    QGridLayout *m_grid = nullptr;
    QLabel *m_noShooters = nullptr;
    QList<ShooterRow> m_rows;
    // The units the player ticked (or the dialog ticked for them): one that cannot shoot at this
    // target is unticked, and ticked again when the target changes to one it can shoot at.
    QSet<UnitId> m_wanted;
};

} // namespace wm
