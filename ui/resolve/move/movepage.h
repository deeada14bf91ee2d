// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game/gameaction.h"
#include "ui/game/gamecontroller.h"

#include <QCoreApplication>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QListWidget;
class QSpinBox;

namespace wm {

// What a page of the Move dialog reads and whom it tells: the game, the unit the move starts from
// (the card's), and the dialog, asked to offer its units again when a choice changes what else may
// be picked, or to read the form again when only the form changed.
struct MovePageLinks
{
    GameController &game;
    std::optional<UnitId> start;
    std::function<void()> refill;
    std::function<void()> formChanged;
};

// One kind of move in the Move dialog: its own widgets, the units it offers (greyed, with core's
// reason, where the rules refuse them), and the action it makes of them. Its texts are the Move
// dialog's own for translators, as they were before each kind had a page.
class MovePage : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(wm::MoveDialog)

public:
    explicit MovePage(const MovePageLinks &links);

    // Offers again the units the battle has now, keeping the player's choices where they still apply.
    virtual void refill() = 0;
    // The action the page describes, or nothing, with `missing` saying what it still needs.
    virtual std::optional<ActionInput> action(QString &missing) const = 0;
    // The notes that follow from the choices made, shown again each time the form changes.
    virtual void showNotes() {}
    // The rule the quick reference opens at for this move.
    virtual QString referenceKey() const = 0;

protected:
    GameController &game() const { return m_links.game; }
    std::optional<UnitId> start() const { return m_links.start; }
    // Asks the dialog to offer the units again, or to read the form again.
    void askRefill() const { m_links.refill(); }
    void askFormChanged() const { m_links.formChanged(); }

    // The units of a side still on the table: its characters, or its other units.
    QList<const Unit *> unitsOf(Side side, bool characters) const;
    // Why no unit may make this move now: the battle is in another phase.
    QString notNow() const;

    // A list of units to tick, and the units ticked in it.
    static QListWidget *checklist(const QString &name, QWidget *parent);
    static void fillChecklist(QListWidget *list, const QList<const Unit *> &units,
                              const std::function<std::optional<Error>(const Unit &)> &why, const QList<UnitId> &keep);
    static QList<UnitId> checked(const QListWidget *list);
    static void tick(QListWidget *list, const QList<UnitId> &units);
    // Scrolls the first ticked unit into sight.
    static void showFirstTicked(QListWidget *list);
    // A combo of units, refused ones greyed; the choice kept, else the card's unit, else the first allowed.
    void fillCombo(QComboBox *combo, const QList<const Unit *> &units,
                   const std::function<std::optional<Error>(const Unit &)> &why) const;
    // The unit picked in a combo; nothing while none or a greyed one is.
    static std::optional<UnitId> selected(const QComboBox *combo);
    // The distance to the closest enemy, measured at the table or not.
    static QSpinBox *nearestEnemySpin(const QString &name, QWidget *parent);
    static std::optional<int> measured(const QSpinBox *spin); // nothing while "not measured"

private:
    MovePageLinks m_links;
};

} // namespace wm
