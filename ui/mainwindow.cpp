// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "core/dice/randomdicesource.h"
#include "core/game/battlestanding.h"
#include "core/game/gamesession.h"
#include "ui/databaserescue.h"
#include "ui/followupactions.h"
#include "ui/game/dicelogmodel.h"
#include "ui/game/gamecontroller.h"
#include "ui/gamefiles.h"
#include "ui/help/shortcutsheet.h"
#include "ui/lazydock.h"
#include "ui/maindocks.h"
#include "ui/quickeditactions.h"
#include "ui/reference/referenceview.h"
#include "ui/report/reportactions.h"
#include "ui/resolve/endphasedialog.h"
#include "ui/resolve/resolverdialog.h"
#include "ui/resolverlauncher.h"
#include "ui/settings.h"
#include "ui/startpage.h"
#include "ui/tracker/phasesummarybar.h"
#include "ui/tracker/trackerview.h"
#include "ui/windowaction.h"
#include "ui/windowkeys.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace wm {

namespace {

constexpr int ZoomStep = 10;

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_randomDice(std::make_unique<RandomDiceSource>())
    , m_dice(m_randomDice.get())
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Warmaster Table Assistant"));
    setWindowIcon(appIcon(QStringLiteral("wmassist")));

    // Kept aside, hidden, until a game is first shown: among the pages it would be measured at start-up,
    // its fonts and all, for a start page that never shows it.
    m_tracker = new TrackerView(this);
    m_tracker->hide();
    connect(m_tracker, &TrackerView::currentUnitChanged, this, &MainWindow::updateActions);
    m_start = new StartPage(this);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_start);
    setCentralWidget(m_pages);

    // The Dice Log's rows are read once the players look at them: its tab starts behind the History.
    m_diceLog = new DiceLogModel(this);
    m_diceLog->setShown(false);
    m_docks = new MainDocks(this, m_diceLog);
    m_files = new GameFiles(
        this, [this](GameSession session) { openGame(std::move(session)); },
        [this](const QString &title, const QString &text) { showNotice(title, text); });
    m_resolvers = new ResolverLauncher(this, m_tracker);
    m_resolvers->setDiceSource(m_dice);
    connect(m_resolvers, &ResolverLauncher::applied, this, &MainWindow::showPhaseSummaryOfLastAction);
    connect(m_resolvers, &ResolverLauncher::referenceRequested, this,
            [this] { m_docks->showReferenceWindow(referenceForNow()); });
    m_quickEdits = new QuickEditActions(this, m_tracker, [this](const ActionInput &input) { perform(input); });
    m_reports = new ReportActions(this, [this](const QString &title, const QString &text) { showNotice(title, text); });
    createActions();
    createMenus();
    m_tracker->setEndPhaseAction(m_endPhase);
    m_tracker->setReportAction(m_reports->exportAction());
    auto *phaseKeys = new WindowKeys(this);
    phaseKeys->setActions(QList<QAction *>{m_endPhase} + m_resolvers->toolBarActions());
    m_tracker->setMenuActions(m_resolvers->cardActions(false), m_resolvers->cardActions(true));
    m_start->setActions({m_files->newGameAction(), m_files->openGameAction(), m_files->rostersAction(),
                         m_files->importAction(), m_reference});
    resize(1280, 800);
    restoreSettings();
    setGame(nullptr);
}

MainWindow::~MainWindow() = default;

void MainWindow::setStores(GameStore *games, RosterStore *rosters, const ArmyLists *lists)
{
    m_files->setStores(games, rosters, lists);
    m_docks->setArmyLists(lists);
    updateActions();
}

void MainWindow::setDiceSource(DiceSource *dice)
{
    m_dice = dice ? dice : m_randomDice.get();
    m_resolvers->setDiceSource(m_dice);
}

void MainWindow::setFileChooser(FileChooser chooser)
{
    m_files->setFileChooser(chooser);
    m_reports->setFileChooser(chooser);
    m_docks->setFileChooser(std::move(chooser));
}

void MainWindow::setDatabase(Database &database)
{
    m_rescue = new DatabaseRescue(this, database, *m_files);
}

void MainWindow::setConfirmation(Confirmation confirm)
{
    m_files->setConfirmation(std::move(confirm));
}

void MainWindow::openGame(GameSession session)
{
    auto *controller = new GameController(std::move(session), this);
    GameController *old = m_game;
    setGame(controller);
    delete old;
}

bool MainWindow::startGame(const GameSetup &setup)
{
    return m_files->startGame(setup);
}

void MainWindow::showSavedGames()
{
    m_files->showSavedGames();
}

bool MainWindow::openSavedGame(GameId id)
{
    return m_files->openSavedGame(id);
}

void MainWindow::newGame()
{
    m_files->newGame();
}

void MainWindow::showRosterEditor()
{
    m_files->showRosterEditor();
}

void MainWindow::importGame()
{
    m_files->importGame();
}

void MainWindow::exportGame()
{
    m_files->exportGame();
}

void MainWindow::endPhase()
{
    if (!m_game)
        return;
    if (EndPhaseDialog::needsDice(m_game->session().game())) {
        m_resolvers->show(new EndPhaseDialog(*m_game, *m_dice, Settings::Dice.get(), this));
        return;
    }
    auto done = m_game->perform(EndPhaseAction{}, *m_dice);
    if (!done) {
        showNotice(tr("The phase could not be ended"), done.error().message);
        return;
    }
    showPhaseSummaryOfLastAction();
}

void MainWindow::concede()
{
    if (!m_game)
        return;
    const GameSetup &setup = m_game->session().game().setup();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Concede the Game"),
                                tr("Which player concedes? The game ends: the other player wins, and the one who "
                                   "concedes scores no victory points."),
                                QMessageBox::Cancel, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("concedeBox"));
    for (Side side : Side::both()) {
        QPushButton *button = box->addButton(tr("%1 Concedes").arg(setup.players[side]), QMessageBox::AcceptRole);
        button->setObjectName(QStringLiteral("concede%1").arg(side.number()));
        connect(button, &QPushButton::clicked, this, [this, side] { perform(ConcedeAction{side}); });
    }
    // open(), not exec(): nothing waits on it.
    box->open();
}

void MainWindow::showPhaseSummaryOfLastAction()
{
    if (!m_game || m_game->session().actionCount() == 0)
        return;
    m_summaryOf = m_game->session().actionCount();
    const FollowUpActions::Offer offer = m_resolvers->followUps()->after(*m_game);
    if (offer.shown)
        m_tracker->showPhaseSummary(m_game->session().playedAt(int(m_summaryOf) - 1).description, offer.lines,
                                    offer.action);
}

ResolverDialog *MainWindow::openResolver(Resolver which)
{
    return m_resolvers->open(which);
}

ResolverDialog *MainWindow::resolver() const
{
    return m_resolvers->current();
}

void MainWindow::perform(const ActionInput &input)
{
    if (!m_game)
        return;
    if (auto done = m_game->perform(input, *m_dice); !done)
        showNotice(tr("Could not change the game"), done.error().message);
}

void MainWindow::quickEdit(QuickEdit edit)
{
    m_quickEdits->editCurrent(edit);
}

void MainWindow::setZoom(int percent)
{
    m_tracker->setZoom(percent);
    applyZoom();
    Settings::Zoom.set(m_tracker->zoom());
}

void MainWindow::applyZoom()
{
    // Everything read from a chair grows with the armies: the docks, the menus, the tool bar, the
    // status line and the resolvers. The main window's own font stays the base the zoom is taken from.
    const QFont zoomed = zoomedFont();
    m_docks->setFont(zoomed);
    m_resolvers->setFont(zoomed);
    menuBar()->setFont(zoomed);
    statusBar()->setFont(zoomed);
    // The zoom in words at the right of the status line: a player who zoomed in by accident sees it.
    if (!m_zoomLevel) {
        m_zoomLevel = new QLabel(statusBar());
        m_zoomLevel->setObjectName(QStringLiteral("zoomLevel"));
        statusBar()->addPermanentWidget(m_zoomLevel);
    }
    m_zoomLevel->setText(tr("Zoom %1 %").arg(zoom()));
    // Tool bars are children, and menus windows of their own: neither takes the font from the
    // widgets above.
    const QList<QToolBar *> bars = findChildren<QToolBar *>();
    for (QToolBar *bar : bars)
        bar->setFont(zoomed);
    const QList<QMenu *> menus = findChildren<QMenu *>();
    for (QMenu *menu : menus)
        menu->setFont(zoomed);
}

QFont MainWindow::zoomedFont() const
{
    QFont zoomed = font();
    zoomed.setPointSizeF(zoomed.pointSizeF() * zoom() / 100.0);
    return zoomed;
}

int MainWindow::zoom() const
{
    return m_tracker->zoom();
}

void MainWindow::createActions()
{
    m_endPhase = windowAction(this, nullptr, tr("End &Phase"), QStringLiteral("actionEndPhase"),
                              QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("end-phase"));
    connect(m_endPhase, &QAction::triggered, this, &MainWindow::endPhase);
    m_concede = windowAction(this, nullptr, tr("&Concede..."), QStringLiteral("actionConcede"), {});
    connect(m_concede, &QAction::triggered, this, &MainWindow::concede);

    // Who rolls by default; every roll still offers both.
    auto *diceModes = new QActionGroup(this);
    QAction *appRolls = windowAction(this, nullptr, tr("The App Rolls the Dice"), QStringLiteral("actionAppRolls"), {});
    QAction *playerRolls =
        windowAction(this, nullptr, tr("We Roll the Dice and Type Them In"), QStringLiteral("actionPlayerRolls"), {});
    for (QAction *action : {appRolls, playerRolls}) {
        action->setCheckable(true);
        diceModes->addAction(action);
    }
    (Settings::Dice.get() == DiceMode::PlayerRolls ? playerRolls : appRolls)->setChecked(true);
    connect(appRolls, &QAction::triggered, this, [] { Settings::Dice.set(DiceMode::AppRolls); });
    connect(playerRolls, &QAction::triggered, this, [] { Settings::Dice.set(DiceMode::PlayerRolls); });
}

void MainWindow::createMenus()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addActions({m_files->newGameAction(), m_files->openGameAction(), m_files->rostersAction()});
    game->addSeparator();
    game->addActions({m_files->importAction(), m_files->exportAction(), m_reports->exportAction()});
    game->addSeparator();
    game->addActions({m_endPhase, m_concede});
    game->addSeparator();
    QAction *quit = windowAction(this, game, tr("&Quit"), QStringLiteral("actionQuit"), QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Undo and redo are there from the start, disabled until a game is open.
    m_editMenu = menuBar()->addMenu(tr("&Edit"));

    QMenu *unit = menuBar()->addMenu(tr("&Unit"));
    m_quickEdits->addTo(unit);

    QMenu *resolve = menuBar()->addMenu(tr("&Resolve"));
    for (const auto &[action, which] : m_resolvers->actions()) {
        if (resolverEntry(which).startsGroup)
            resolve->addSeparator();
        resolve->addAction(action);
    }
    resolve->addSeparator();
    QMenu *dice = resolve->addMenu(tr("&Dice"));
    dice->addAction(findChild<QAction *>(QStringLiteral("actionAppRolls")));
    dice->addAction(findChild<QAction *>(QStringLiteral("actionPlayerRolls")));

    createViewMenu();
    createHelpMenu();
    createToolBar();
}

void MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_zoomIn = windowAction(this, view, tr("Zoom &In"), QStringLiteral("actionZoomIn"), QKeySequence::ZoomIn,
                            QStringLiteral("zoom-in"));
    m_zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomIn, &QAction::triggered, this, [this] { setZoom(zoom() + ZoomStep); });
    m_zoomOut = windowAction(this, view, tr("Zoom &Out"), QStringLiteral("actionZoomOut"), QKeySequence::ZoomOut,
                             QStringLiteral("zoom-out"));
    connect(m_zoomOut, &QAction::triggered, this, [this] { setZoom(zoom() - ZoomStep); });
    QAction *actualSize = windowAction(this, view, tr("&Actual Size"), QStringLiteral("actionZoomReset"),
                                       QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(actualSize, &QAction::triggered, this, [this] { setZoom(100); });
    view->addSeparator();
    m_docks->addSwitches(view);
    view->addSeparator();
    QAction *fullScreen =
        windowAction(this, view, tr("&Full Screen"), QStringLiteral("actionFullScreen"), QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = windowAction(this, help, tr("&Keyboard Shortcuts"), QStringLiteral("actionShortcuts"),
                                 QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(keys, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_reference = windowAction(this, help, tr("Quick &Reference"), QStringLiteral("actionReference"),
                               QKeySequence::HelpContents, QStringLiteral("reference"));
    connect(m_reference, &QAction::triggered, this, &MainWindow::showReference);
    help->addSeparator();
    QAction *about = help->addAction(tr("&About wmassist"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(24, 24));
    bar->addActions({m_files->newGameAction(), m_files->rostersAction()});
    bar->addSeparator();
    // Undo and redo go before this separator; each game brings its own (setGame).
    m_undoPlace = bar->addSeparator();
    // The steps of every turn in their order; the rarer moves are in the menus and on the cards.
    bar->addActions(m_resolvers->toolBarActions());
    bar->addAction(m_endPhase);
    bar->addSeparator();
    bar->addActions({m_zoomOut, m_zoomIn});
}

HistoryView *MainWindow::history() const
{
    return m_docks->history();
}

ReferenceView *MainWindow::reference()
{
    return m_docks->reference();
}

ReferenceView *MainWindow::referenceWindow() const
{
    return m_docks->referenceWindow();
}

void MainWindow::setGame(GameController *game)
{
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    m_resolvers->setGame(game);
    m_quickEdits->setGame(game, m_readOnly);
    m_files->setGame(game);
    m_reports->setGame(game);
    m_docks->setGame(game);
    m_tracker->setGame(game);
    m_diceLog->setGame(game ? &game->session() : nullptr);
    if (game && m_pages->indexOf(m_tracker) < 0)
        m_pages->addWidget(m_tracker);
    m_pages->setCurrentWidget(game ? static_cast<QWidget *>(m_tracker) : m_start);
    if (game && !m_readOnly)
        connect(game, &GameController::changed, this, &MainWindow::gameChanged);
    if (game)
        connect(game, &GameController::failed, this, &MainWindow::showFailure);
    if (game && m_rescue)
        connect(game, &GameController::notRecorded, m_rescue, &DatabaseRescue::offerIfGone);
    setUndoActions(game && !m_readOnly ? game : nullptr);
    updateTitle();
    updateActions();
}

void MainWindow::setUndoActions(GameController *game)
{
    // The undo stack's own actions keep their text ("Undo Shooting at Knights") and state in step.
    const QList<QAction *> oldActions = {m_undo, m_redo};
    if (game) {
        m_undo = game->undoStack()->createUndoAction(this, tr("&Undo"));
        m_redo = game->undoStack()->createRedoAction(this, tr("&Redo"));
    } else {
        // Without a game, or with one that may only be looked at, there is nothing to undo.
        m_undo = new QAction(tr("&Undo"), this);
        m_redo = new QAction(tr("&Redo"), this);
        m_undo->setEnabled(false);
        m_redo->setEnabled(false);
    }
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    // The toolbar says "Undo"; the menu and the tooltip name the action it undoes.
    m_undo->setIconText(tr("Undo"));
    m_redo->setIconText(tr("Redo"));
    m_undo->setIcon(appIcon(QStringLiteral("undo")));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setIcon(appIcon(QStringLiteral("redo")));
    m_editMenu->clear();
    m_editMenu->addActions({m_undo, m_redo});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_reports->copyTurnAction());
    if (auto *bar = findChild<QToolBar *>(QStringLiteral("gameToolBar")))
        bar->insertActions(m_undoPlace, {m_undo, m_redo});
    m_quickEdits->setUndo(m_undo);
    // Deleting an action takes it out of every menu and toolbar.
    qDeleteAll(oldActions);
}

void MainWindow::gameChanged()
{
    m_diceLog->refresh();
    updateActions();
    if (m_game && m_game->session().actionCount() != m_summaryOf)
        m_tracker->summary()->hide();
    m_quickEdits->gameChanged();
}

void MainWindow::setReadOnly()
{
    m_readOnly = true;
    m_files->setReadOnly(true);
    m_tracker->setEditable(false);
    setGame(m_game);
}

void MainWindow::updateTitle()
{
    QString title = tr("Warmaster Table Assistant");
    if (m_game) {
        const GameSetup &setup = m_game->session().game().setup();
        title = tr("%1 against %2").arg(setup.players[Side::first()], setup.players[Side::second()]);
    }
    setWindowTitle(m_readOnly ? tr("%1 (read-only)").arg(title) : title);
}

void MainWindow::updateActions()
{
    // `playing`: a game is shown that may be changed. Export only reads it.
    const bool shown = m_game != nullptr;
    const bool playing = shown && !m_readOnly;
    // An army that withdraws ends the battle at once: nothing is left to resolve, though a slip can
    // still be undone and a card corrected.
    const bool battleGoesOn = playing && !battleStanding(m_game->session().game().setup(), m_game->battle()).over();
    m_files->updateActions(shown);
    m_docks->updateSwitches(shown);
    m_endPhase->setEnabled(battleGoesOn);
    m_concede->setEnabled(battleGoesOn);
    if (shown)
        m_endPhase->setText(tr("End the %1 Phase").arg(Battle::phaseName(m_game->battle().phase())));
    m_quickEdits->updateActions();
    m_resolvers->updateActions(battleGoesOn);
}

void MainWindow::restoreSettings()
{
    m_tracker->setZoom(Settings::Zoom.get());
    applyZoom();
    // The first start fills the screen it opens on: the armies want every pixel of it, and a window
    // of a fixed size would be taller than a small screen.
    if (!restoreGeometry(Settings::WindowGeometry.get()))
        setWindowState(windowState() | Qt::WindowMaximized);
    m_layoutRestored = restoreState(Settings::WindowState.get());
    m_docks->setLayoutRestored(m_layoutRestored);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_docks->fitIfWaiting();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The game needs no saving: every action is in the database already. Only the window's looks are
    // kept, and written only when they changed: a window closed as it was opened leaves the disk alone.
    Settings::WindowGeometry.set(saveGeometry());
    // A window that never made its docks keeps the layout it read: the places it holds for them are
    // the player's, and nothing in it was moved.
    if (m_docks->anyMade() || !m_layoutRestored)
        Settings::WindowState.set(saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::showNotice(const QString &title, const QString &text)
{
    if (m_rescue && m_rescue->offerIfGone(text))
        return;
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("notice"));
    // open(), not exec(): the player can read it and go on, and nothing waits on it.
    box->open();
}

void MainWindow::showFailure(const QString &message)
{
    showNotice(tr("Could not change the game"), message);
}

QString MainWindow::referenceForNow() const
{
    // The open resolver's rule first.
    if (QString key = m_resolvers->referenceKey(); !key.isEmpty())
        return key;
    if (!m_game)
        return QStringLiteral("sequence");
    switch (m_game->battle().phase()) {
    case Phase::Command:
        return QStringLiteral("orders");
    case Phase::Shooting:
        return QStringLiteral("to-hit");
    case Phase::Combat:
        return QStringLiteral("combat-modifiers");
    }
    return QStringLiteral("sequence");
}

void MainWindow::showReference()
{
    LazyDock *dock = m_docks->referenceDock();
    dock->show();
    dock->raise();
    ReferenceView *view = m_docks->reference();
    // The focus stays where it was: F1 while typing or choosing a card leaves the player there.
    view->showTable(referenceForNow());
}

void MainWindow::showShortcuts()
{
    if (!m_shortcuts)
        m_shortcuts = new ShortcutSheet(this);
    // Read from a chair like the menus it lists.
    m_shortcuts->setFont(menuBar()->font());
    m_shortcuts->refresh();
    m_shortcuts->show();
    m_shortcuts->raise();
    m_shortcuts->activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About wmassist"),
                       tr("<h3>Warmaster Table Assistant %1</h3>"
                          "<p>Keeps the hits, confusion and dice of a Warmaster game beside the table, "
                          "for Warmaster and Warmaster Revolution.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace wm
