// SPDX-License-Identifier: GPL-3.0-or-later
#include "maindocks.h"

#include "ui/game/dicelogmodel.h"
#include "ui/game/dicelogview.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/historyview.h"
#include "ui/lazydock.h"
#include "ui/reference/referenceview.h"
#include "ui/report/statisticsview.h"
#include "ui/settings.h"
#include "ui/windowaction.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>

namespace wm {

namespace {

// Where a dock keeps whether it is in sight: shown, and its tab in front. A tab behind another is
// moved out of sight rather than hidden, so isVisible() does not tell; visibilityChanged() does.
constexpr char InSight[] = "wmInSight";

bool inSight(const QDockWidget *dock)
{
    return !dock->isHidden() && dock->property(InSight).toBool();
}

} // namespace

MainDocks::MainDocks(QMainWindow *window, DiceLogModel *diceLog)
    : QObject(window)
    , m_window(window)
    , m_diceLog(diceLog)
    , m_font(window->font())
{
}

MainDocks::~MainDocks()
{
    // The reference opened from a resolver is a window of its own, with no parent to take it along.
    delete m_referenceWindow;
}

void MainDocks::setArmyLists(const ArmyLists *lists)
{
    m_lists = lists;
    if (m_reference)
        m_reference->setArmyLists(lists);
}

void MainDocks::setFont(const QFont &zoomed)
{
    m_font = zoomed;
    for (QDockWidget *dock : docks())
        dock->setFont(zoomed);
}

std::optional<GameSetup> MainDocks::setup() const
{
    return m_game ? std::optional(m_game->session().game().setup()) : std::nullopt;
}

void MainDocks::setGame(GameController *game)
{
    m_game = game;
    if (game)
        createGameDocks();
    if (m_history)
        m_history->setGame(game);
    if (m_stats)
        m_stats->setGame(game);
    // In a game the reference is the game's ruleset's; without one, the player picks.
    if (m_reference)
        m_reference->setGame(setup());
}

void MainDocks::addSwitches(QMenu *view)
{
    // The docks are made when first needed; their switches are here from the start.
    m_showHistory = windowAction(m_window, view, tr("&History"), QStringLiteral("actionShowHistory"),
                                 QKeySequence(Qt::CTRL | Qt::Key_1));
    m_showDiceLog = windowAction(m_window, view, tr("&Dice Log"), QStringLiteral("actionShowDiceLog"),
                                 QKeySequence(Qt::CTRL | Qt::Key_2));
    m_showReference = windowAction(m_window, view, tr("&Reference"), QStringLiteral("actionShowReference"),
                                   QKeySequence(Qt::CTRL | Qt::Key_3));
    m_showStatistics = windowAction(m_window, view, tr("&Statistics"), QStringLiteral("actionShowStatistics"),
                                    QKeySequence(Qt::CTRL | Qt::Key_4));
    // What the keyboard sheet says they do.
    m_showHistory->setIconText(tr("Show or hide the History"));
    m_showDiceLog->setIconText(tr("Show or hide the Dice Log"));
    m_showReference->setIconText(tr("Show or hide the Reference"));
    m_showStatistics->setIconText(tr("Show or hide the Statistics"));
    for (QAction *toggle : {m_showHistory, m_showDiceLog, m_showReference, m_showStatistics}) {
        toggle->setCheckable(true);
        connect(toggle, &QAction::triggered, this, [this, toggle] {
            QDockWidget *dock = nullptr;
            if (toggle == m_showReference) {
                dock = referenceDock();
            } else {
                createGameDocks();
                dock = toggle == m_showHistory   ? m_historyDock
                       : toggle == m_showDiceLog ? static_cast<QDockWidget *>(m_diceDock)
                                                 : static_cast<QDockWidget *>(m_statsDock);
            }
            // A dock open behind another tab is brought to the front; only the one in front is closed.
            if (inSight(dock)) {
                dock->hide();
            } else {
                dock->show();
                dock->raise();
            }
            toggle->setChecked(!dock->isHidden());
        });
    }
}

void MainDocks::updateSwitches(bool gameShown)
{
    m_showHistory->setEnabled(gameShown);
    m_showDiceLog->setEnabled(gameShown);
    m_showStatistics->setEnabled(gameShown);
}

void MainDocks::makeGameDocks()
{
    m_history = new HistoryView(m_window);
    m_historyDock = new QDockWidget(tr("History"), m_window);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_historyDock->setWidget(m_history);
    m_historyDock->setFont(m_font);

    m_diceDock = new LazyDock(
        tr("Dice Log"), QStringLiteral("diceDock"),
        [this] {
            m_diceView = new DiceLogView(m_window);
            m_diceView->setModel(m_diceLog);
            return m_diceView;
        },
        m_window);
    m_diceDock->setFont(m_font);
    connect(m_diceDock, &QDockWidget::visibilityChanged, m_diceLog, &DiceLogModel::setShown);

    m_statsDock = new LazyDock(
        tr("Statistics"), QStringLiteral("statisticsDock"),
        [this] {
            m_stats = new StatisticsView(m_window);
            m_stats->setFileChooser(
                [this](QWidget *parent, const FileRequest &request) { return m_chooseFile(parent, request); });
            m_stats->setGame(m_game);
            return m_stats;
        },
        m_window);
    m_statsDock->setFont(m_font);
}

void MainDocks::createGameDocks()
{
    if (m_historyDock)
        return;
    makeGameDocks();

    const bool hadReference = m_referenceDock != nullptr;
    LazyDock *reference = referenceDock();
    const bool historyBack = placeDock(m_historyDock);
    const bool diceBack = placeDock(m_diceDock);
    const bool statsBack = placeDock(m_statsDock);
    if (!historyBack) {
        // The armies need the room: the docks share one column at the side, one page each.
        m_window->tabifyDockWidget(m_historyDock, m_diceDock);
        m_window->tabifyDockWidget(m_historyDock, reference);
        m_window->tabifyDockWidget(m_historyDock, m_statsDock);
        m_historyDock->raise();
        m_docksToFit = true;
    } else if (!diceBack) {
        m_window->tabifyDockWidget(m_historyDock, m_diceDock);
        m_historyDock->raise();
    }
    // A layout kept before the Statistics were there has no place for them: beside the History.
    if (historyBack && !statsBack) {
        m_window->tabifyDockWidget(m_historyDock, m_statsDock);
        m_historyDock->raise();
    }
    // A reference looked at before the game stays in front; otherwise the History is. On a window
    // already shown, the tab bar settles after this pass of the event loop and would put its last tab
    // in front: the History is raised again once it has.
    // After a restart the dock the player last had in front is in front again.
    QDockWidget *front = m_historyDock;
    if (historyBack) {
        for (QDockWidget *dock : {static_cast<QDockWidget *>(m_diceDock), static_cast<QDockWidget *>(reference),
                                  static_cast<QDockWidget *>(m_statsDock)}) {
            if (dock->objectName() == Settings::FrontDock.get() && !dock->isHidden())
                front = dock;
        }
    }
    if (hadReference && !reference->isHidden())
        front = reference;
    if (front == reference)
        reference->raise();
    else if (m_window->isVisible())
        QMetaObject::invokeMethod(front, &QDockWidget::raise, Qt::QueuedConnection);
    else
        front->raise();
    if (m_docksToFit && m_window->isVisible())
        fitDocks();
    follow(m_showHistory, m_historyDock);
    follow(m_showDiceLog, m_diceDock);
    follow(m_showStatistics, m_statsDock);
    // A tab behind the one in front counts as out of sight from the start: isVisible() says nothing
    // of it, and it hears of no change until it comes to the front.
    const QList<QDockWidget *> column = m_window->tabifiedDockWidgets(front);
    for (QDockWidget *dock : column)
        dock->setProperty(InSight, false);
    front->setProperty(InSight, !front->isHidden());
}

LazyDock *MainDocks::referenceDock()
{
    if (m_referenceDock)
        return m_referenceDock;
    m_referenceDock = new LazyDock(
        tr("Reference"), QStringLiteral("referenceDock"),
        [this] {
            m_reference = new ReferenceView(m_window);
            // Through the docks' chooser, which tests replace after the window is made.
            m_reference->setFileChooser(
                [this](QWidget *parent, const FileRequest &request) { return m_chooseFile(parent, request); });
            m_reference->setArmyLists(m_lists);
            // In a game the reference is the game's ruleset's; without one, the player picks.
            m_reference->setGame(setup());
            // Its tables are made once the page is in sight. The view hears of it itself: the window is
            // no longer there to pass it on when it hides its docks on the way out.
            m_reference->setShown(m_referenceDock->inSight());
            connect(m_referenceDock, &QDockWidget::visibilityChanged, m_reference, &ReferenceView::setShown);
            // Its menus are windows of their own: they take the zoom from no one.
            const QList<QMenu *> menus = m_reference->findChildren<QMenu *>();
            for (QMenu *menu : menus)
                menu->setFont(m_font);
            return m_reference;
        },
        m_window);
    m_referenceDock->setFont(m_font);
    if (!placeDock(m_referenceDock) && !m_historyDock) {
        // Asked for on the start page, the first time: beside the page, a fifth of the width.
        m_docksToFit = true;
        if (m_window->isVisible())
            fitDocks();
    }
    follow(m_showReference, m_referenceDock);
    return m_referenceDock;
}

void MainDocks::follow(QAction *toggle, QDockWidget *dock)
{
    dock->setProperty(InSight, dock->isVisible());
    connect(dock, &QDockWidget::visibilityChanged, dock, [dock](bool visible) {
        dock->setProperty(InSight, visible);
        // A dock brought to the front of its column by the player is kept as the one in front.
        if (visible && dock->window()->isVisible())
            Settings::FrontDock.set(dock->objectName());
    });
    // The View menu's switch stays checked while the dock is open, as the dock's own action does.
    toggle->setChecked(dock->toggleViewAction()->isChecked());
    connect(dock->toggleViewAction(), &QAction::toggled, toggle, &QAction::setChecked);
}

ReferenceView *MainDocks::reference()
{
    referenceDock()->page();
    return m_reference;
}

bool MainDocks::placeDock(QDockWidget *dock)
{
    // The layout read at start keeps a place for each dock it knew, made or not.
    if (m_layoutRestored && m_window->restoreDockWidget(dock))
        return true;
    m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
    return false;
}

void MainDocks::fitIfWaiting()
{
    if (m_docksToFit)
        fitDocks();
}

void MainDocks::fitDocks()
{
    // The armies take four fifths of the width, the docks the rest (on a large screen a quarter
    // would cost each card the room for a name). A maximised window may not have its screen's size
    // yet when it is first shown.
    const int wide = m_window->isMaximized() && m_window->screen() ? m_window->screen()->availableGeometry().width()
                                                                   : m_window->width();
    QDockWidget *dock = m_historyDock ? m_historyDock : static_cast<QDockWidget *>(m_referenceDock);
    m_window->resizeDocks({dock}, {wide / 5}, Qt::Horizontal);
    m_docksToFit = false;
}

bool MainDocks::anyMade() const
{
    return m_historyDock || m_referenceDock;
}

QList<QDockWidget *> MainDocks::docks() const
{
    QList<QDockWidget *> made;
    for (QDockWidget *dock : {m_historyDock, static_cast<QDockWidget *>(m_diceDock),
                              static_cast<QDockWidget *>(m_referenceDock), static_cast<QDockWidget *>(m_statsDock)}) {
        if (dock)
            made.append(dock);
    }
    return made;
}

ReferenceView *MainDocks::referenceWindow() const
{
    return m_referenceWindow;
}

void MainDocks::showReferenceWindow(const QString &key)
{
    // A window of its own, with no parent: a resolver is modal to the main window and its docks.
    if (!m_referenceWindow) {
        m_referenceWindow = new ReferenceView;
        m_referenceWindow->setAttribute(Qt::WA_DeleteOnClose);
        // The resolver that asked keeps the focus: the rule is there to read beside it.
        m_referenceWindow->setAttribute(Qt::WA_ShowWithoutActivating);
        m_referenceWindow->setWindowTitle(tr("Quick Reference"));
        m_referenceWindow->resize(m_window->fontMetrics().averageCharWidth() * 70, m_window->height() * 4 / 5);
    }
    m_referenceWindow->setFont(m_window->menuBar()->font());
    m_referenceWindow->setArmyLists(m_lists);
    m_referenceWindow->setFileChooser(m_chooseFile);
    m_referenceWindow->setGame(setup());
    if (!m_game && m_reference)
        m_referenceWindow->setRuleset(m_reference->ruleset(), false);
    m_referenceWindow->showTable(key);
    QWidget *asking = QApplication::activeWindow();
    m_referenceWindow->show();
    m_referenceWindow->raise();
    // Where a window system gives the new window the keyboard anyway, it goes back to the resolver.
    if (asking && asking != m_referenceWindow)
        asking->activateWindow();
}

} // namespace wm
