// SPDX-License-Identifier: GPL-3.0-or-later
#include "quickeditactions.h"

#include "core/game/gamesession.h"
#include "ui/game/gamecontroller.h"
#include "ui/tracker/elidedlabel.h"
#include "ui/tracker/trackerview.h"
#include "ui/windowaction.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QToolButton>

namespace wm {

QuickEditActions::QuickEditActions(QMainWindow *window, TrackerView *tracker, Perform perform)
    : QObject(window)
    , m_tracker(tracker)
    , m_perform(std::move(perform))
{
    createActions();
    createStatusLine(window);
    connect(m_tracker, &TrackerView::editRequested, this, &QuickEditActions::edit);
}

void QuickEditActions::createActions()
{
    const struct
    {
        QString text;
        QString name;
        QKeySequence key;
        QString icon;
        QuickEdit edit;
    } unitActions[] = {
        {tr("Add a &Hit"), QStringLiteral("actionAddHit"), QKeySequence(Qt::Key_Plus), QStringLiteral("add-hit"),
         QuickEdit::AddHit},
        {tr("&Remove a Hit"), QStringLiteral("actionRemoveHit"), QKeySequence(Qt::Key_Minus),
         QStringLiteral("remove-hit"), QuickEdit::RemoveHit},
        {tr("&Confused"), QStringLiteral("actionToggleConfused"), QKeySequence(Qt::Key_C), QStringLiteral("confused"),
         QuickEdit::ToggleConfused},
        {tr("Remove a &Stand"), QStringLiteral("actionRemoveStand"), QKeySequence(Qt::Key_Delete),
         QStringLiteral("remove-stand"), QuickEdit::RemoveStand},
        {tr("&Engaged"), QStringLiteral("actionToggleEngaged"), QKeySequence(Qt::Key_E), QString(),
         QuickEdit::ToggleEngaged},
        {tr("All Stands in the &Open"), QStringLiteral("actionAllOpen"), QKeySequence(Qt::Key_O), QString(),
         QuickEdit::AllOpen},
        {tr("All Stands &Defended"), QStringLiteral("actionAllDefended"), QKeySequence(Qt::Key_D), QString(),
         QuickEdit::AllDefended},
        {tr("All Stands &Fortified"), QStringLiteral("actionAllFortified"), QKeySequence(Qt::Key_F), QString(),
         QuickEdit::AllFortified},
        {tr("&Attached Stand Lost / Back"), QStringLiteral("actionSwapAttachedStand"), QKeySequence(Qt::Key_A),
         QString(), QuickEdit::SwapAttachedStand},
    };
    for (const auto &u : unitActions) {
        // Single keys act on the current card only while the armies have the focus: typed into the
        // history, a dialog or a dock, they are that widget's.
        QAction *action = windowAction(m_tracker, nullptr, u.text, u.name, u.key, u.icon);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        const QuickEdit which = u.edit;
        connect(action, &QAction::triggered, this, [this, which] { editCurrent(which); });
        m_actions.append({action, which});
    }
    // "=" is "+" without Shift on many keyboards.
    m_actions.first().first->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
}

void QuickEditActions::createStatusLine(QMainWindow *window)
{
    // An eliding label: a plain one asks for its whole text as its least width, so each new edit's
    // words would change the window's least size and lay out every card again.
    m_line = new ElidedLabel(window);
    m_line->setObjectName(QStringLiteral("editLine"));
    // As wide as its words when there is room, the Undo button right after them.
    m_line->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_line->setTextFormat(Qt::PlainText);
    m_lineUndo = new QToolButton(window);
    m_lineUndo->setObjectName(QStringLiteral("editUndo"));
    m_lineUndo->setText(tr("Undo"));
    m_lineUndo->setToolTip(
        tr("Take back this edit (%1)").arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    m_lineUndo->setFocusPolicy(Qt::NoFocus);
    connect(m_lineUndo, &QToolButton::clicked, this, [this] {
        if (m_game && m_undo && m_undo->isEnabled())
            m_undo->trigger();
    });
    window->statusBar()->addWidget(m_line);
    window->statusBar()->addWidget(m_lineUndo);
    m_line->hide();
    m_lineUndo->hide();
}

void QuickEditActions::setGame(GameController *game, bool readOnly)
{
    m_game = game;
    m_readOnly = readOnly;
}

void QuickEditActions::addTo(QMenu *unitMenu) const
{
    for (const auto &[action, which] : m_actions) {
        // The markers first, then how the unit stands.
        if (which == QuickEdit::ToggleEngaged)
            unitMenu->addSeparator();
        unitMenu->addAction(action);
    }
}

void QuickEditActions::updateActions()
{
    const bool playing = m_game && !m_readOnly;
    const auto unit = m_tracker->currentUnit();
    for (const auto &[action, which] : std::as_const(m_actions))
        action->setEnabled(playing && unit && QuickEdits::input(m_game->battle(), *unit, which).has_value());
}

void QuickEditActions::gameChanged()
{
    if (m_game && m_game->session().actionCount() != m_editOf) {
        m_line->hide();
        m_lineUndo->hide();
    }
}

void QuickEditActions::edit(UnitId unit, QuickEdit which)
{
    if (!m_game || m_readOnly)
        return;
    m_tracker->setCurrentUnit(unit);
    const auto input = QuickEdits::input(m_game->battle(), unit, which);
    if (!input)
        return;
    const int before = m_game->session().actionCount();
    m_perform(*input);
    if (m_game->session().actionCount() == before)
        return;
    m_editOf = m_game->session().actionCount();
    m_line->setText(tr("Done: %1.").arg(m_game->session().playedAt(int(m_editOf) - 1).description));
    m_line->show();
    m_lineUndo->show();
}

void QuickEditActions::editCurrent(QuickEdit which)
{
    if (const auto unit = m_tracker->currentUnit())
        edit(*unit, which);
}

} // namespace wm
