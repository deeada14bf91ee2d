// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/actiondraft.h"
#include "ui/settings.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace wm {

// The dice of one resolver, the same in every one: the rolls made so far, then the roll the rules
// ask for next with its two ways in: "Roll" (the app's dice) and "Enter" (the faces the physical
// dice showed, typed as "3 5 6", "356" or "3,5,6"). The dice mode only decides which of the two is
// ready under the keyboard; both are always there.
class DicePanel : public QWidget
{
    Q_OBJECT

public:
    explicit DicePanel(DiceMode mode, QWidget *parent = nullptr);

    // Shows where the draft's dice stand.
    void showDraft(const ActionDraft &draft);
    // A typed entry was refused: says why, and keeps what was typed so it can be put right.
    void showError(const QString &message);
    QString error() const;
    QString pendingText() const;
    QStringList rollsText() const;

    QLineEdit *entry() const { return m_entry; }
    QPushButton *enterButton() const { return m_enter; }
    QPushButton *rollButton() const { return m_roll; }
    QPushButton *rollAllButton() const { return m_rollAll; }
    QPushButton *clearButton() const { return m_clear; }

Q_SIGNALS:
    void entered(const QString &faces);
    void rollRequested();
    void rollAllRequested();
    void clearRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The roll asked for and the entry, Enter, Roll and Roll All buttons under it.
    void buildPendingRow();
    // The keyboard is in a field of the form, not in this panel.
    bool typingInTheForm() const;
    void submit();

    DiceMode m_mode;
    // How the last roll came in: a player who typed the faces types the next ones too.
    bool m_lastTyped = false;
    QLabel *m_rolls = nullptr;
    QLabel *m_pending = nullptr;
    QLineEdit *m_entry = nullptr;
    QPushButton *m_enter = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_rollAll = nullptr;
    QPushButton *m_clear = nullptr;
    QLabel *m_error = nullptr;
    QWidget *m_pendingRow = nullptr;
    QStringList m_rollLines;
};

} // namespace wm
