// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resolve/resolverdialog.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace wm {

class OddsView;

// The Cast a Spell resolver (the wizard's side's Shooting phase): the wizard, one of his army's
// spells with its number to cast, its range and what it does, the units it falls on (those the
// rules refuse greyed with the reason), an enemy Runesmith's try to cancel it, then the cast die
// (rolled or typed), the walk-through and Apply as one action.
class SpellDialog : public ResolverDialog
{
    Q_OBJECT

public:
    // `unit` is the card's unit: a wizard is picked to cast; any other unit is ticked as a target.
    SpellDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                QWidget *parent = nullptr);

    // The cast the form describes; nothing while no wizard or spell is picked.
    std::optional<CastSpellAction> castAction() const;

    // For tests and the window: pick the wizard and the spell, tick targets, choose who dispels.
    bool setWizard(UnitId wizard);
    bool setSpell(const QString &name);
    void setTargets(const QList<UnitId> &targets);
    void setDispeller(std::optional<UnitId> dispeller, bool withBonus = false);

private:
    // A once-a-battle device or power as a box to tick, a row of `rows`.
    QCheckBox *addDevice(QFormLayout *rows, QWidget *owner, const QString &name, const QString &text,
                         const QString &tip);
    // The form's parts, built in the order they take the focus.
    QGroupBox *buildCastBox(QWidget *form);
    QGroupBox *buildTargetBox(QWidget *form);
    QGroupBox *buildDispelBox(QWidget *form);
    void connectForm(GameController &game);
    void fillWizards(std::optional<UnitId> preferred);
    void fillSpells();
    // The units ticked when the dialog opens from `unit`'s card.
    QList<UnitId> startTargets(std::optional<UnitId> unit) const;
    void fillTargets(const QList<UnitId> &keep);
    void fillDispellers();
    void showSpell();
    void formChanged();
    void showOdds(const CastSpellAction &action);
    void refreshFromGame();
    std::optional<UnitId> selectedWizard() const;
    const Spell *selectedSpell() const;
    QList<UnitId> checkedTargets() const;

    std::optional<UnitId> m_start;
    QComboBox *m_wizard = nullptr;
    QComboBox *m_spell = nullptr;
    QLabel *m_spellText = nullptr;
    QLabel *m_targetHint = nullptr;
    QListWidget *m_targets = nullptr;
    QComboBox *m_dispeller = nullptr;
    QCheckBox *m_dispelBonus = nullptr;
    QSpinBox *m_dispellerCm = nullptr; // -1 until measured
    QLabel *m_dispelRow = nullptr;
    OddsView *m_odds = nullptr;
    // Devices of power: the wizard's own, the dispeller's Scroll, an enemy's Staff.
    QCheckBox *m_ring = nullptr;
    QCheckBox *m_wand = nullptr;
    QCheckBox *m_rod = nullptr;
    // The wizard's own powers: his once-a-battle bonus, his second roll for a failed spell.
    QCheckBox *m_castBonus = nullptr;
    QCheckBox *m_recast = nullptr;
    QCheckBox *m_scroll = nullptr;
    QCheckBox *m_staff = nullptr; // its carrier's number as the property "carrier"
    void showDevices();
};

} // namespace wm
