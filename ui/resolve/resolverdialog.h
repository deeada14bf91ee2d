// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actiondraft.h"
#include "core/game/rulereminders.h"
#include "ui/game/gamecontroller.h"
#include "ui/settings.h"

#include <QDialog>
#include <QKeySequence>
#include <QPointer>

class QLabel;
class QLayout;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace wm {

class DicePanel;
class DiceSource;

// What every resolver shares: at the top the form where the player says what happened on the table
// (each resolver its own), below it the dice, then the resolution step by step as core walks
// through it, and Apply. Nothing reaches the game before Apply, which records the whole action as
// one logged, undoable step; Cancel leaves the game as it was.
class ResolverDialog : public QDialog
{
    Q_OBJECT

public:
    // `appDice` are the app's own dice for "Roll". Neither is owned; both must outlive the dialog.
    ResolverDialog(GameController &game, DiceSource &appDice, DiceMode mode, QWidget *parent = nullptr);

    const ActionDraft &draft() const { return m_draft; }
    DicePanel *dicePanel() const { return m_dice; }
    QPushButton *applyButton() const { return m_apply; }
    // The lines the steps view shows: the walk-through, what is missing, or what is wrong.
    QStringList stepsText() const { return m_stepLines; }
    // The special rules of the units concerned that the players decide at this moment, one line each:
    // "Ogres (Ogres): Must charge on initiative a human enemy it can reach…".
    QStringList reminderLines() const { return m_reminderLines; }

    // Types faces for the roll waiting, or rolls it with the app's dice, as the panel's buttons do.
    bool enterDice(const QString &faces);
    void rollDice();
    // Rolls every roll still to make with the app's dice, one after the other.
    void rollAllDice();
    // Records the action, as the Apply button does. False, with the reason shown, when it cannot.
    bool apply();
    // Cancelled: the dice rolled for it are not forgotten (GameController::setAsideRolls).
    void reject() override;

    // A unit the rules refuse for this choice, as a list or a combo offers it: its name, then why
    // (the reason alone where it already begins with the name). Public for the parts of a form.
    static QString refusedText(const Unit &unit, const Error &refusal);

    // The keys every resolver answers to, with what each does, for the keyboard sheet: the dice
    // panel's and Apply's mnemonics and shortcuts (a test holds them to the buttons).
    struct Key
    {
        QString what;
        QKeySequence key;
    };
    static QList<Key> keys();

    // As big as the form asks, never beyond the screen: the form scrolls inside instead, keeping
    // the dice and Apply in view. Kept on the screen when it grows.
    void fitToScreen();

Q_SIGNALS:
    // An action was recorded; `description` names it as the history does.
    void applied(const QString &description);
    // The draft was resolved again and shown: new dice, a new form, or the game changed behind it.
    void draftShown();
    // F1: the players want the rule this resolver applies, in the quick reference.
    void referenceRequested();

protected:
    // The form at the top, which the dialog then owns.
    void setForm(QWidget *form);
    // Part of the form that has just appeared (a round's result): the dialog grows for it where the
    // screen has room, and the form scrolls it into view.
    void bringIntoView(QWidget *part);
    // What the form says now; the dice rolled so far are kept while the rules ask for the same rolls.
    void setInput(const ActionInput &input);
    // The form is not complete: `reason` says what it still needs.
    void clearInput(const QString &reason);
    GameController &game() const { return *m_game; }
    // Forgets every roll made, as "Roll Again From the Start" does: for a resolver that starts over.
    void clearDice();
    // After Apply: by default the dialog closes. A resolver that goes on (the next combat round)
    // sets itself up again instead.
    virtual void afterApply(const PreparedAction &applied);
    void keyPressEvent(QKeyEvent *event) override;

private:
    // The dice and the steps they walk through, side by side.
    QLayout *buildResults(DiceMode mode);
    void showDraft();
    void showReminders(const QList<RuleReminder> &reminders);

    QPointer<GameController> m_game;
    DiceSource &m_appDice;
    ActionDraft m_draft;
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_form = nullptr;
    QScrollArea *m_formArea = nullptr;
    DicePanel *m_dice = nullptr;
    QLabel *m_steps = nullptr;
    QLabel *m_failure = nullptr;
    QLabel *m_reminders = nullptr;
    QStringList m_reminderLines;
    QPushButton *m_apply = nullptr;
    QStringList m_stepLines;
};

} // namespace wm
