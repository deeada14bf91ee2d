// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolverdialog.h"

#include "core/game/walkthrough/walkthrough.h"
#include "ui/game/gamecontroller.h"
#include "ui/resolve/dicepanel.h"

#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace wm {

namespace {

// The form at its natural size when the screen has room, scrolled when it has not: a big engagement
// must still fit a laptop's screen with the dice and Apply in view.
class FormArea final : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    QSize sizeHint() const override
    {
        if (!widget())
            return QScrollArea::sizeHint();
        const int frame = 2 * frameWidth();
        return widget()->sizeHint() + QSize(frame + verticalScrollBar()->sizeHint().width(), frame);
    }
    // A form that grows (a row for every shooter, the choices after a round) asks for room again.
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
    QSize minimumSizeHint() const override
    {
        const int width = widget() ? widget()->minimumSizeHint().width() : 0;
        return {width + verticalScrollBar()->sizeHint().width(), 8 * fontMetrics().height()};
    }
};

// The walk-through's room: asks for enough to read a shot with its saves without a scroll, and
// makes do with less on a small screen, the last step always in sight.
class StepsArea final : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    QSize sizeHint() const override { return lines(52, 16); }
    QSize minimumSizeHint() const override { return lines(40, 8); }

private:
    QSize lines(int characters, int count) const
    {
        const QFontMetrics metrics(widget() ? widget()->font() : font());
        return {metrics.averageCharWidth() * characters, metrics.lineSpacing() * count};
    }
};

} // namespace

ResolverDialog::ResolverDialog(GameController &game, DiceSource &appDice, DiceMode mode, QWidget *parent)
    : QDialog(parent)
    , m_game(&game)
    , m_appDice(appDice)
{
    m_layout = new QVBoxLayout(this);
    m_formArea = new FormArea(this);
    m_formArea->setWidgetResizable(true);
    m_formArea->setFrameShape(QFrame::NoFrame);
    m_formArea->hide();
    m_layout->addWidget(m_formArea);

    // Rules of the units concerned that the table decides: shown where the players answer them.
    m_reminders = new QLabel(this);
    m_reminders->setObjectName(QStringLiteral("ruleReminders"));
    m_reminders->setWordWrap(true);
    m_reminders->setTextFormat(Qt::RichText);
    m_reminders->setFrameShape(QFrame::StyledPanel);
    m_reminders->setMargin(6);
    m_reminders->hide();
    m_layout->addWidget(m_reminders);

    // The dice and what they did side by side, so the form above keeps the height.
    m_layout->addLayout(buildResults(mode), 1);

    m_failure = new QLabel(this);
    m_failure->setObjectName(QStringLiteral("applyError"));
    m_failure->setWordWrap(true);
    m_failure->hide();
    m_layout->addWidget(m_failure);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_apply->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_apply->setToolTip(tr("Record this on the game (Ctrl+Return, or Return once the result is shown); it "
                           "can be undone"));
    // Apply takes Return only once the action is ready and it has the focus (showDraft): Return in
    // the form above never applies an action.
    m_apply->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(m_apply, &QPushButton::clicked, this, &ResolverDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_layout->addWidget(buttons);

    connect(m_dice, &DicePanel::entered, this, &ResolverDialog::enterDice);
    connect(m_dice, &DicePanel::rollRequested, this, &ResolverDialog::rollDice);
    connect(m_dice, &DicePanel::rollAllRequested, this, &ResolverDialog::rollAllDice);
    connect(m_dice, &DicePanel::clearRequested, this, &ResolverDialog::clearDice);
    // An undo or redo behind the dialog changes what the action does: resolve it again.
    connect(&game, &GameController::changed, this, [this] {
        if (m_game) {
            m_draft.refresh(m_game->session().game());
            showDraft();
        }
    });
    clearInput(QString());
}

QLayout *ResolverDialog::buildResults(DiceMode mode)
{
    auto *results = new QHBoxLayout;
    auto *diceBox = new QGroupBox(tr("Dice"), this);
    diceBox->setObjectName(QStringLiteral("diceBox"));
    auto *diceLayout = new QVBoxLayout(diceBox);
    m_dice = new DicePanel(mode, diceBox);
    diceLayout->addWidget(m_dice);
    diceLayout->addStretch(1);
    // The dice take what their buttons need; the walk-through, read line by line, the rest.
    diceBox->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    results->addWidget(diceBox, 0);

    auto *stepsBox = new QGroupBox(tr("What happens"), this);
    stepsBox->setObjectName(QStringLiteral("stepsBox"));
    auto *stepsLayout = new QVBoxLayout(stepsBox);
    m_steps = new QLabel(stepsBox);
    m_steps->setObjectName(QStringLiteral("stepsView"));
    m_steps->setWordWrap(true);
    m_steps->setTextFormat(Qt::RichText);
    m_steps->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_steps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont readable = m_steps->font();
    readable.setPointSizeF(readable.pointSizeF() * 1.15);
    m_steps->setFont(readable);
    auto *scroll = new StepsArea(stepsBox);
    scroll->setWidget(m_steps);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The last step is the news (what the dice did, or the roll asked for next): when the steps
    // outgrow the box it stays in sight, the earlier ones a scroll up.
    QScrollBar *bar = scroll->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, bar, [bar](int, int max) { bar->setValue(max); });
    stepsLayout->addWidget(scroll);
    results->addWidget(stepsBox, 1);
    return results;
}

void ResolverDialog::fitToScreen()
{
    // A player who maximised the dialog chose its size: it stays as it is.
    if (windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    const QRect room = screen()->availableGeometry();
    QSize wanted = size().expandedTo(sizeHint()).boundedTo(room.size() * 0.92);
    // Once on screen it grows downwards only, as far as it must: the columns and buttons a player
    // is reaching for stay where they are.
    if (isVisible())
        wanted.setWidth(std::max(width(), std::min(minimumSizeHint().width(), room.width())));
    if (wanted == size())
        return;
    resize(wanted);
    if (!isVisible())
        return;
    QRect frame = frameGeometry();
    frame.moveBottom(std::min(frame.bottom(), room.bottom()));
    frame.moveRight(std::min(frame.right(), room.right()));
    frame.moveTopLeft({std::max(frame.left(), room.left()), std::max(frame.top(), room.top())});
    move(frame.topLeft());
}

void ResolverDialog::bringIntoView(QWidget *part)
{
    // After the layouts have taken in what appeared.
    QTimer::singleShot(0, this, [this, part = QPointer<QWidget>(part)] {
        // Nothing moves under the pointer of a player who maximised the dialog: the rows stay put.
        if (!part || !isVisible() || (windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
            return;
        fitToScreen();
        m_formArea->ensureWidgetVisible(part);
    });
}

QString ResolverDialog::refusedText(const Unit &unit, const Error &refusal)
{
    return refusal.message.startsWith(unit.displayName()) ? refusal.message
                                                          : tr("%1 — %2").arg(unit.displayName(), refusal.message);
}

void ResolverDialog::setForm(QWidget *form)
{
    m_form = form;
    m_formArea->setWidget(form);
    m_formArea->show();
}

void ResolverDialog::setInput(const ActionInput &input)
{
    if (!m_game)
        return;
    m_draft.setInput(m_game->session().game(), input);
    showReminders(RuleReminders::forAction(m_game->battle(), input));
    showDraft();
}

void ResolverDialog::showReminders(const QList<RuleReminder> &reminders)
{
    m_reminderLines.clear();
    QString html = tr("<b>Special rules the table decides here:</b>");
    for (const RuleReminder &r : reminders) {
        const QString who = r.unitName == r.rule.name ? r.unitName : tr("%1 (%2)").arg(r.unitName, r.rule.name);
        m_reminderLines.append(tr("%1: %2").arg(who, r.rule.summary()));
        html += QStringLiteral("<br><b>%1</b>: %2").arg(who.toHtmlEscaped(), r.rule.summary().toHtmlEscaped());
    }
    m_reminders->setText(html);
    m_reminders->setVisible(!reminders.isEmpty());
}

void ResolverDialog::clearInput(const QString &reason)
{
    m_draft.clearInput(reason);
    showReminders({});
    showDraft();
}

bool ResolverDialog::enterDice(const QString &faces)
{
    if (!m_game)
        return false;
    if (auto error = m_draft.enter(m_game->session().game(), faces)) {
        m_dice->showError(error->message);
        return false;
    }
    showDraft();
    return true;
}

void ResolverDialog::rollDice()
{
    if (!m_game)
        return;
    if (auto error = m_draft.roll(m_game->session().game(), m_appDice)) {
        m_dice->showError(error->message);
        return;
    }
    showDraft();
}

void ResolverDialog::clearDice()
{
    if (!m_game)
        return;
    m_draft.clearDice(m_game->session().game());
    showDraft();
}

void ResolverDialog::rollAllDice()
{
    if (!m_game)
        return;
    // Each roll may ask for the next; a resolver asks for a handful, never without end.
    for (int rolls = 0; rolls < 1000 && m_draft.status() == ActionDraft::Status::NeedsDice; ++rolls) {
        if (auto error = m_draft.roll(m_game->session().game(), m_appDice)) {
            showDraft();
            m_dice->showError(error->message);
            return;
        }
    }
    showDraft();
}

bool ResolverDialog::apply()
{
    if (!m_game || m_draft.status() != ActionDraft::Status::Ready)
        return false;
    const PreparedAction prepared = *m_draft.prepared();
    if (auto error = m_game->commit(prepared)) {
        m_failure->setText(tr("Not recorded: %1").arg(error->message));
        m_failure->show();
        return false;
    }
    m_failure->hide();
    m_draft.applied();
    // Recorded once: what is left in the form describes the game before it, so it cannot be applied again.
    clearInput(QString());
    Q_EMIT applied(prepared.description);
    afterApply(prepared);
    return true;
}

QList<ResolverDialog::Key> ResolverDialog::keys()
{
    return {
        {tr("Use the faces typed in"), QKeySequence(Qt::Key_Return)},
        {tr("Use the faces typed in"), QKeySequence(Qt::ALT | Qt::Key_E)},
        {tr("Roll the next dice with the app"), QKeySequence(Qt::ALT | Qt::Key_R)},
        {tr("Roll every roll left with the app"), QKeySequence(Qt::ALT | Qt::Key_L)},
        {tr("Record the action (Return too, once the result is shown)"), QKeySequence(Qt::CTRL | Qt::Key_Return)},
        {tr("Close without recording anything"), QKeySequence(Qt::Key_Escape)},
    };
}

void ResolverDialog::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::HelpContents)) {
        event->accept();
        Q_EMIT referenceRequested();
        return;
    }
    // Return belongs to the dice entry; a plain Return must never apply (QDialog would press its
    // default button). Apply is a click or Ctrl+Return.
    const bool plainReturn = (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
                             !(event->modifiers() & Qt::ControlModifier);
    if (plainReturn) {
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

void ResolverDialog::reject()
{
    if (m_game) {
        // A club opponent sees every die rolled: rolls made and then cancelled stay in the dice log,
        // struck through, with the next action recorded.
        m_game->setAsideRolls(m_draft.abandon());
    }
    QDialog::reject();
}

void ResolverDialog::afterApply(const PreparedAction &)
{
    accept();
}

void ResolverDialog::showDraft()
{
    m_dice->showDraft(m_draft);
    m_stepLines.clear();
    switch (m_draft.status()) {
    case ActionDraft::Status::Incomplete:
        if (m_draft.error() && !m_draft.error()->message.isEmpty())
            m_stepLines.append(m_draft.error()->message);
        break;
    case ActionDraft::Status::NeedsDice:
        if (m_game && m_draft.input())
            m_stepLines = rollsSoFarWalkthrough(m_game->battle(), *m_draft.input(), m_draft.rolled(),
                                                m_draft.readings(), *m_draft.pending());
        m_stepLines.append(m_stepLines.isEmpty()
                               ? tr("Roll the dice above, or type in what they showed, to see what happens.")
                               : tr("Roll the next dice above, or type in what they showed."));
        break;
    case ActionDraft::Status::Ready:
        if (m_game) {
            const PreparedAction &prepared = *m_draft.prepared();
            m_stepLines = actionWalkthrough(m_game->battle(), prepared.action.input, prepared.outcome);
        }
        break;
    }
    QString html = QStringLiteral("<ol style=\"margin-left: 0px; -qt-list-indent: 1;\">");
    for (const QString &line : std::as_const(m_stepLines))
        html += QStringLiteral("<li style=\"margin-bottom: 4px;\">") + line.toHtmlEscaped() + QStringLiteral("</li>");
    html += QStringLiteral("</ol>");
    m_steps->setText(m_stepLines.isEmpty() ? QString() : html);
    const bool ready = m_draft.status() == ActionDraft::Status::Ready;
    m_apply->setEnabled(ready);
    // The last dice entered, the result is shown and the next key press is Apply: a player who
    // typed the faces and pressed Return reads what happens, then presses Return again. Someone
    // still typing in the form above keeps the keyboard.
    QWidget *focused = focusWidget();
    m_apply->setAutoDefault(ready);
    if (ready && (!focused || !focused->isVisible() || m_dice->isAncestorOf(focused)))
        m_apply->setFocus();
    Q_EMIT draftShown();
}

} // namespace wm
