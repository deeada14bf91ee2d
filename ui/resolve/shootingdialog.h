// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/side.h"
#include "ui/resolve/resolverdialog.h"

#include <QList>

#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLayout;
class QSpinBox;

namespace wm {

class OddsView;
class ShooterGrid;

// The Shooting resolver: units of one side shoot together at one target. In the Shooting phase the
// side whose turn it is shoots; in the Command phase ("at chargers") the charged side's stands shoot
// at a unit charging them, and the hits go into the first round of combat. The form asks for what
// only the table shows: the shooters and their stands in range, the target and where its stands
// stand, a cannonball's bounce, a Helblaster's range; core does every number, and the dice then walk
// through to-hit, saves and stands removed.
class ShootingDialog : public ResolverDialog
{
    Q_OBJECT

public:
    // `unit`: a unit of the shooting side is ticked as a shooter; an enemy is the target. In the
    // Command phase the dialog opens at chargers: `unit` is then the charged unit that shoots (or the
    // charger shot at).
    ShootingDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                   QWidget *parent = nullptr);

    // Shooting at chargers in the enemy's Command phase, or in the shooters' own Shooting phase. The
    // side that shoots changes with it, so the shooters and targets are picked again.
    void setAtChargers(bool atChargers);
    bool atChargers() const;

    // The shot the form describes; nothing while no target is picked.
    std::optional<ShootAction> shot() const;

private:
    // The form's parts, built in the order they take the focus.
    QLayout *buildModeRow(QWidget *form);
    QGroupBox *buildTargetBox(QWidget *form);
    // The shooters and the target the dialog opens with, from the unit it was opened for.
    void preselect(std::optional<UnitId> unit);
    void connectForm(GameController &game);

    Side shootingSide() const;
    ShotTiming timing() const;
    std::optional<UnitId> selectedTarget() const;
    StandPositions formPositions() const;

    void fillTargets(std::optional<UnitId> preferred);
    void fillShooters(const QList<UnitId> &checked);
    // What depends on the target and the mode: each shooter's weapon limits and whether it may shoot,
    // and the target's position.
    void updateShooters();
    void showTargetPosition();
    // A box a friendly wizard of the target whose aura lets it re-roll failed saves (Aerial Shield).
    void fillAuras();
    void positionChosen();
    void modeToggled();
    void formSizeChanged();
    void refreshFromGame();
    void showShootingSide();
    void formChanged();
    void showOdds(const ShootAction &action);

    QWidget *m_formWidget = nullptr; // set once the form is in the dialog
    QCheckBox *m_atChargers = nullptr;
    QLabel *m_modeNote = nullptr;
    QComboBox *m_target = nullptr;
    QCheckBox *m_targetInPath = nullptr;
    QComboBox *m_position = nullptr;
    QSpinBox *m_open = nullptr;
    QSpinBox *m_defended = nullptr;
    QSpinBox *m_fortified = nullptr;
    QLabel *m_positionNote = nullptr;
    QWidget *m_auraBox = nullptr;
    QList<std::pair<UnitId, QCheckBox *>> m_auraChecks;
    ShooterGrid *m_shooters = nullptr;
    OddsView *m_odds = nullptr;
};

} // namespace wm
