// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackerview.h"

#include "ui/game/gamecontroller.h"
#include "ui/newgame/playercolours.h"
#include "ui/tracker/armypanel.h"
#include "ui/tracker/cardframe.h"
#include "ui/tracker/phasesummarybar.h"
#include "ui/tracker/trackerheader.h"
#include "ui/tracker/unitcard.h"

#include <QApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace wm {

namespace {

// How many orders each character of the side in command gave in this Command phase, from the log.
QHash<UnitId, int> ordersThisPhase(const GameSession &game)
{
    QHash<UnitId, int> orders;
    const Battle &battle = game.battle();
    if (battle.phase() != Phase::Command)
        return orders;
    for (int i = game.actionCount() - 1; i >= 0; --i) {
        const PlayedAction &p = game.playedAt(i);
        if (p.turn != battle.turn() || p.side != battle.activeSide() || p.phase != Phase::Command)
            break;
        const GameAction *action = game.actionAt(i);
        if (const auto *order = action ? std::get_if<OrderAction>(&action->input) : nullptr)
            orders[order->character] += 1;
    }
    return orders;
}

} // namespace

TrackerView::TrackerView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("tracker"));
    m_header = new TrackerHeader(this);
    m_summary = new PhaseSummaryBar(this);
    m_summary->installEventFilter(this);
    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);

    auto *armies = new QHBoxLayout;
    armies->setSpacing(12);
    for (Side side : Side::both()) {
        m_armies[side] = new ArmyPanel(this);
        m_armies[side]->setObjectName(side == Side::first() ? QStringLiteral("army0") : QStringLiteral("army1"));
        connect(m_armies[side], &ArmyPanel::editRequested, this, &TrackerView::editRequested);
        connect(m_armies[side], &ArmyPanel::unitClicked, this, [this](UnitId unit) { setCurrentUnit(unit); });
        armies->addWidget(m_armies[side], 1);
        if (side == Side::first()) {
            auto *divider = new QFrame(this);
            divider->setFrameShape(QFrame::VLine);
            divider->setFrameShadow(QFrame::Sunken);
            armies->addWidget(divider);
        }
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 8);
    layout->addWidget(m_header);
    layout->addWidget(line);
    layout->addLayout(armies, 1);
    m_armiesLayout = armies;
    m_basePointSize = QApplication::font().pointSizeF();
}

void TrackerView::setGame(GameController *game)
{
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    m_current.reset();
    m_summary->hide();
    if (game)
        connect(game, &GameController::changed, this, &TrackerView::refresh);
    refresh();
}

void TrackerView::setEndPhaseAction(QAction *action)
{
    m_header->setEndPhaseAction(action);
}

void TrackerView::setReportAction(QAction *action)
{
    m_header->setReportAction(action);
}

ArmyPanel *TrackerView::army(Side side) const
{
    return m_armies[side];
}

void TrackerView::setEditable(bool editable)
{
    m_editable = editable;
    refresh();
}

void TrackerView::refresh()
{
    if (!m_game)
        return;
    const Game &game = m_game->session().game();
    const Battle &battle = game.battle();
    const GameSetup &setup = game.setup();
    m_header->setState(battle, setup.players[battle.activeSide()], PlayerColours::forSide(setup, battle.activeSide()));
    const BattleStanding standing = battleStanding(setup, battle);
    m_header->setStanding(standing, setup.players);
    const QHash<UnitId, int> orders = ordersThisPhase(m_game->session());
    for (Side side : Side::both()) {
        ArmyPanel::Army army;
        army.side = side;
        army.player = setup.players[side];
        army.rosterName = setup.rosters[side].name;
        army.accent = PlayerColours::forSide(setup, side);
        army.ordersThisPhase = orders;
        army.editable = m_editable;
        army.victoryPoints = standing.victoryPoints[side];
        m_armies[side]->setArmy(battle, army);
    }
    setCurrentUnit(m_current);
}

void TrackerView::setMenuActions(const QList<QAction *> &unitActions, const QList<QAction *> &characterActions)
{
    for (ArmyPanel *panel : m_armies)
        panel->setMenuActions(unitActions, characterActions);
}

void TrackerView::setCurrentUnit(std::optional<UnitId> unit)
{
    const bool changed = unit != m_current;
    m_current = unit;
    for (ArmyPanel *panel : m_armies)
        for (const UnitId id : panel->cardOrder())
            panel->frame(id)->setSelected(unit == id);
    if (changed)
        Q_EMIT currentUnitChanged();
}

void TrackerView::setZoom(int percent)
{
    m_zoom = std::clamp(percent, 50, 300);
    applyZoom();
}

void TrackerView::applyZoom()
{
    QFont f = font();
    f.setPointSizeF(m_basePointSize * m_zoom / 100.0);
    setFont(f);
}

void TrackerView::showPhaseSummary(const QString &title, const QStringList &lines, QAction *next)
{
    m_summary->showSummary(title, lines, next);
    placeSummary();
    m_summary->raise();
}

bool TrackerView::event(QEvent *event)
{
    const bool done = QWidget::event(event);
    // The layout has placed the armies by now (a resize, a zoom, a header grown taller).
    if (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)
        placeSummary();
    return done;
}

// The summary lies over the foot of the armies, where a toast would: had it taken a place in the
// layout, each summary coming and going would move and paint every card again (End Phase cost
// twice a frame). The cards' areas end above it, so no card hides under it: the ones below scroll
// into sight. It goes at the next action or its close button.
void TrackerView::placeSummary()
{
    if (!m_armiesLayout)
        return;
    if (!m_summary->isVisibleTo(this)) {
        for (ArmyPanel *panel : m_armies)
            panel->setCoveredFoot(0);
        return;
    }
    const QRect area = m_armiesLayout->geometry();
    const int wanted =
        m_summary->hasHeightForWidth() ? m_summary->heightForWidth(area.width()) : m_summary->sizeHint().height();
    const int height = std::min(wanted, area.height() / 2);
    m_summary->setGeometry(area.left(), area.bottom() + 1 - height, area.width(), height);
    // No card hides under it: the cards' areas end above it and scroll.
    for (ArmyPanel *panel : m_armies) {
        const int panelBottom = panel->geometry().bottom();
        panel->setCoveredFoot(std::max(0, panelBottom - m_summary->geometry().top() + 1 + m_armiesLayout->spacing()));
    }
}

bool TrackerView::eventFilter(QObject *watched, QEvent *event)
{
    // Closed by its button or put away at the next action: the cards get their room back.
    if (watched == m_summary && event->type() == QEvent::Hide)
        placeSummary();
    return QWidget::eventFilter(watched, event);
}

} // namespace wm
