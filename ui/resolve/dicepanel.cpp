// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicepanel.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace wm {

DicePanel::DicePanel(DiceMode mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
{
    setObjectName(QStringLiteral("dicePanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // The roll waiting comes first and the rolls made below it: each roll adds a line under the
    // buttons, never above them, so Roll stays under the pointer from one roll to the next.
    buildPendingRow();
    // Its room stays when it goes (every roll made): the rolls below it, and the dialog's columns
    // beside it, do not move as the result comes up.
    QSizePolicy keepRoom = m_pendingRow->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    m_pendingRow->setSizePolicy(keepRoom);
    layout->addWidget(m_pendingRow);

    m_rolls = new QLabel(this);
    m_rolls->setObjectName(QStringLiteral("rollsMade"));
    m_rolls->setWordWrap(true);
    m_rolls->setTextFormat(Qt::PlainText);
    m_rolls->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("diceError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QPalette warning = m_error->palette();
    warning.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    m_error->setPalette(warning);
    m_error->hide();
    layout->addWidget(m_error);
    layout->addWidget(m_rolls);

    m_clear = new QPushButton(tr("Roll Again From the Start"), this);
    m_clear->setObjectName(QStringLiteral("clearDiceButton"));
    m_clear->setToolTip(tr("Forget every roll made for this action"));
    auto *clearRow = new QHBoxLayout;
    clearRow->addStretch();
    clearRow->addWidget(m_clear);
    layout->addLayout(clearRow);

    // Return in a dialog would press its default button (Apply); here it enters the dice typed.
    for (QPushButton *button : {m_enter, m_roll, m_rollAll, m_clear})
        button->setAutoDefault(false);
    // A face typed while a button has the focus belongs in the entry: it must never reach the
    // button, where the space after it would roll the app's dice instead of the table's.
    for (QPushButton *button : {m_enter, m_roll, m_rollAll, m_clear})
        button->installEventFilter(this);
    // Return in the entry enters the faces and goes no further: the dialog would otherwise take the
    // same key press to its default button, applying a result the players have not yet seen.
    m_entry->installEventFilter(this);
    connect(m_enter, &QPushButton::clicked, this, &DicePanel::submit);
    connect(m_roll, &QPushButton::clicked, this, [this] {
        m_lastTyped = false;
        m_error->hide();
        Q_EMIT rollRequested();
    });
    connect(m_rollAll, &QPushButton::clicked, this, [this] {
        m_lastTyped = false;
        m_error->hide();
        Q_EMIT rollAllRequested();
    });
    connect(m_clear, &QPushButton::clicked, this, [this] {
        m_error->hide();
        Q_EMIT clearRequested();
    });
}

void DicePanel::buildPendingRow()
{
    m_pendingRow = new QWidget(this);
    auto *row = new QGridLayout(m_pendingRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_pending = new QLabel(m_pendingRow);
    m_pending->setObjectName(QStringLiteral("pendingRoll"));
    m_pending->setWordWrap(true);
    QFont strong = m_pending->font();
    strong.setBold(true);
    m_pending->setFont(strong);
    // Wrapped to the panel's width, never widening it: the panel keeps its width from roll to roll,
    // and so does the walk-through beside it.
    m_pending->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // Two lines kept for it, so a longer roll's name does not push the buttons down.
    m_pending->setMinimumHeight(2 * QFontMetrics(strong).lineSpacing());
    m_pending->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    row->addWidget(m_pending, 0, 0, 1, 4);

    m_entry = new QLineEdit(m_pendingRow);
    m_entry->setObjectName(QStringLiteral("diceEntry"));
    m_entry->setPlaceholderText(tr("Faces rolled, e.g. 3 5 6"));
    m_entry->setClearButtonEnabled(true);
    QFont big = m_entry->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_entry->setFont(big);
    // Wide enough for its hint and a volley's faces, however narrow the dialog's column is.
    const QFontMetrics bigMetrics(big);
    m_entry->setMinimumWidth(bigMetrics.horizontalAdvance(m_entry->placeholderText()) +
                             bigMetrics.averageCharWidth() * 4);
    m_pending->setBuddy(m_entry);
    // The entry over the buttons: the panel stays narrow, and the walk-through beside it gets the room.
    row->addWidget(m_entry, 1, 0, 1, 4);
    m_enter = new QPushButton(tr("&Enter"), m_pendingRow);
    m_enter->setObjectName(QStringLiteral("enterButton"));
    m_enter->setToolTip(tr("Use the faces typed in from the dice on the table"));
    row->addWidget(m_enter, 2, 1);
    m_roll = new QPushButton(tr("&Roll"), m_pendingRow);
    m_roll->setObjectName(QStringLiteral("rollButton"));
    m_roll->setToolTip(tr("Let the app roll these dice"));
    row->addWidget(m_roll, 2, 2);
    m_rollAll = new QPushButton(tr("Roll A&ll"), m_pendingRow);
    m_rollAll->setObjectName(QStringLiteral("rollAllButton"));
    m_rollAll->setToolTip(tr("Let the app roll this and every roll after it"));
    row->addWidget(m_rollAll, 2, 3);
    row->setColumnStretch(0, 1);
}

void DicePanel::submit()
{
    m_lastTyped = true;
    Q_EMIT entered(m_entry->text());
}

bool DicePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_entry) {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter) {
                submit();
                return true;
            }
        }
        return QWidget::eventFilter(watched, event);
    }
    if (event->type() == QEvent::KeyPress && m_pendingRow->isVisible()) {
        const auto *key = static_cast<QKeyEvent *>(event);
        // Return on Roll rolls the next dice, roll after roll, as Space does; the buttons are no
        // dialog default, so the key would otherwise go nowhere.
        const bool plainReturn =
            (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && !(key->modifiers() & ~Qt::KeypadModifier);
        if (auto *button = qobject_cast<QPushButton *>(watched); button && plainReturn && button->isEnabled()) {
            button->click();
            return true;
        }
        const QString text = key->text();
        if (text.size() == 1 && text.front().isDigit() && !(key->modifiers() & ~Qt::KeypadModifier)) {
            m_entry->setFocus();
            m_entry->insert(text);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool DicePanel::typingInTheForm() const
{
    for (QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget()) {
        if (w == this)
            return false;
        if (qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QLineEdit *>(w))
            return true;
        if (auto *combo = qobject_cast<QComboBox *>(w); combo && combo->isEditable())
            return true;
    }
    return false;
}

void DicePanel::showDraft(const ActionDraft &draft)
{
    m_rollLines.clear();
    for (const DiceRoll &roll : draft.rolled())
        m_rollLines.append(roll.describe());
    // A table read from a score given, say, needs no dice at all: the panel says so rather than stay empty.
    const bool noDice = draft.status() == ActionDraft::Status::Ready && m_rollLines.isEmpty();
    // Dice rolled again from the start are not forgotten: the players see that the log keeps them.
    if (!draft.discarded().isEmpty()) {
        const int count = int(draft.discarded().size());
        m_rollLines.prepend(count == 1
                                ? tr("1 roll set aside: the dice log keeps it, marked discarded.")
                                : tr("%1 rolls set aside: the dice log keeps them, marked discarded.").arg(count));
    }
    m_rolls->setText(noDice ? tr("No dice to roll.") : m_rollLines.join(QLatin1Char('\n')));
    m_rolls->setVisible(noDice || !m_rollLines.isEmpty());
    m_clear->setVisible(draft.hasDice());

    const bool waiting = draft.status() == ActionDraft::Status::NeedsDice && draft.pending();
    m_pendingRow->setVisible(waiting);
    m_error->hide();
    if (!waiting) {
        m_pending->clear();
        return;
    }
    const DiceRequest &request = *draft.pending();
    m_pending->setText(tr("Next roll: %1, %2").arg(request.title(), request.diceText()));
    m_entry->clear();
    // A player still typing in the form above (a distance of "40" whose "4" already completes it)
    // keeps the keyboard: the dice entry is a click or a Tab away.
    if (typingInTheForm())
        return;
    // The mode puts one way of rolling under the keyboard; the other is one click away. Once the
    // players have typed faces in, the entry stays under the keyboard whatever the mode.
    if (m_mode == DiceMode::PlayerRolls || m_lastTyped)
        m_entry->setFocus();
    else
        m_roll->setFocus();
}

void DicePanel::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
    m_entry->setFocus();
    m_entry->selectAll();
}

QString DicePanel::error() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QString DicePanel::pendingText() const
{
    return m_pendingRow->isHidden() ? QString() : m_pending->text();
}

QStringList DicePanel::rollsText() const
{
    return m_rollLines;
}

} // namespace wm
