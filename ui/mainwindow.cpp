// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "core/dice/randomdicesource.h"
#include "core/game/actionrules.h"
#include "core/game/battlestanding.h"
#include "core/game/gamejson.h"
#include "core/reference/armyreference.h"
#include "core/reference/quickreference.h"
#include "core/storage/gamestore.h"
#include "ui/followupactions.h"
#include "ui/game/dicelogmodel.h"
#include "ui/game/dicelogview.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/historyview.h"
#include "ui/help/shortcutsheet.h"
#include "ui/lazydock.h"
#include "ui/newgame/newgamewizard.h"
#include "ui/reference/referenceview.h"
#include "ui/resolve/combatdialog.h"
#include "ui/resolve/endphasedialog.h"
#include "ui/resolve/movedialog.h"
#include "ui/resolve/orderdialog.h"
#include "ui/resolve/shootingdialog.h"
#include "ui/resolve/spelldialog.h"
#include "ui/resolve/tabledialog.h"
#include "ui/roster/rostereditor.h"
#include "ui/settings.h"
#include "ui/startpage.h"
#include "ui/tracker/elidedlabel.h"
#include "ui/tracker/phasesummarybar.h"
#include "ui/tracker/trackerview.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

namespace wm {

namespace {

constexpr int ZoomStep = 10;

QIcon icon(const QString &name)
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(name));
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_chooseFile(systemFileChooser())
    , m_randomDice(std::make_unique<RandomDiceSource>())
    , m_dice(m_randomDice.get())
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Warmaster Table Assistant"));
    setWindowIcon(icon(QStringLiteral("wmassist")));

    // Kept aside, hidden, until a game is first shown: among the pages it would be measured at start-up,
    // its fonts and all, for a start page that never shows it.
    m_tracker = new TrackerView(this);
    m_tracker->hide();
    connect(m_tracker, &TrackerView::editRequested, this, &MainWindow::editUnit);
    connect(m_tracker, &TrackerView::currentUnitChanged, this, &MainWindow::updateActions);
    m_start = new StartPage(this);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_start);
    setCentralWidget(m_pages);

    // The Dice Log's rows are read once the players look at them: its tab starts behind the History.
    m_diceLog = new DiceLogModel(this);
    m_diceLog->setShown(false);
    createStatusLine();
    createActions();
    createMenus();
    m_tracker->setEndPhaseAction(m_endPhase);
    QList<QAction *> unitMenu;
    QList<QAction *> characterMenu;
    for (const auto &[action, which] : std::as_const(m_resolverActions))
        (which == Resolver::Order || which == Resolver::Join || which == Resolver::Spell ||
                 which == Resolver::MovedThrough
             ? characterMenu
             : unitMenu)
            .append(action);
    m_tracker->setMenuActions(unitMenu, characterMenu);
    m_start->setActions({m_newGame, findChild<QAction *>(QStringLiteral("actionOpenGame")),
                         findChild<QAction *>(QStringLiteral("actionRosters")),
                         findChild<QAction *>(QStringLiteral("actionImportGame")),
                         findChild<QAction *>(QStringLiteral("actionReference"))});
    resize(1280, 800);
    restoreSettings();
    setGame(nullptr);
}

MainWindow::~MainWindow()
{
    // The reference opened from a resolver is a window of its own, with no parent to take it along.
    delete m_referenceWindow;
}

void MainWindow::setStores(GameStore *games, RosterStore *rosters, const ArmyLists *lists)
{
    m_store = games;
    m_rosters = rosters;
    m_lists = lists;
    if (m_reference)
        m_reference->setArmyLists(lists);
    updateActions();
}

void MainWindow::setDiceSource(DiceSource *dice)
{
    m_dice = dice ? dice : m_randomDice.get();
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
    if (!m_store)
        return false;
    auto session = GameSession::create(*m_store, setup);
    if (!session) {
        showNotice(tr("The game could not be started"), session.error().message);
        return false;
    }
    openGame(std::move(session).value());
    return true;
}

void MainWindow::showSavedGames()
{
    if (!m_store)
        return;
    const std::optional<GameId> shown = m_game ? std::optional(m_game->session().id()) : std::nullopt;
    auto *dialog = new OpenGameDialog(*m_store, shown, m_readOnly, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_confirm)
        dialog->setConfirmation(m_confirm);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto id = dialog->chosen())
            openSavedGame(*id);
    });
    // open(), not exec(): nothing waits on it, and tests can answer it.
    dialog->open();
}

bool MainWindow::openSavedGame(GameId id)
{
    if (!m_store)
        return false;
    auto session = GameSession::open(*m_store, id);
    if (!session) {
        showNotice(tr("The game could not be opened"), session.error().message);
        return false;
    }
    if (session->damage())
        showNotice(tr("The game was opened up to a damaged action"), session->damageText());
    if (!m_readOnly) {
        if (auto error = m_store->setCurrentGame(id))
            showNotice(tr("The game could not be opened"), error->message);
    }
    openGame(std::move(session).value());
    return true;
}

void MainWindow::newGame()
{
    if (!m_store || !m_rosters || !m_lists)
        return;
    if (m_wizard) {
        m_wizard->raise();
        return;
    }
    auto *wizard = new NewGameWizard(*m_rosters, *m_lists, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setFileChooser(m_chooseFile);
    wizard->setEditRosters([this] { showRosterEditor(); });
    connect(wizard, &QDialog::accepted, this, [this, wizard] { startGame(wizard->setup()); });
    m_wizard = wizard;
    // Not modal: its Edit Rosters button opens the roster editor, a window of the main window, which
    // must take clicks while the wizard is open. Nothing waits on it, and tests drive it as a player.
    wizard->setWindowModality(Qt::NonModal);
    wizard->show();
}

void MainWindow::showRosterEditor()
{
    if (!m_lists)
        return;
    if (!m_rosterEditor) {
        m_rosterEditor = new RosterEditor(*m_lists, m_rosters, this);
        // Its own window beside the main one, so the armies stay in sight while a roster is built.
        m_rosterEditor->setWindowFlag(Qt::Window);
        m_rosterEditor->setAttribute(Qt::WA_DeleteOnClose);
        m_rosterEditor->setFileChooser(m_chooseFile);
        // A roster saved while the wizard is open is offered in it at once.
        connect(m_rosterEditor, &RosterEditor::saved, this, [this] {
            if (m_wizard)
                m_wizard->refreshRosters();
        });
    }
    m_rosterEditor->show();
    m_rosterEditor->raise();
    m_rosterEditor->activateWindow();
}

void MainWindow::importGame()
{
    if (!m_store)
        return;
    const QString path = m_chooseFile(this, tr("Import a game"), tr("wmassist games (*.json)"), false);
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showNotice(tr("The game could not be imported"), tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    // Read and replayed whole before anything is stored: a bad file changes nothing.
    const auto game = GameJson::read(file.readAll(), QFileInfo(path).fileName());
    if (!game) {
        showNotice(tr("The game could not be imported"), game.error().message);
        return;
    }
    auto session = GameSession::import(*m_store, game.value());
    if (!session) {
        showNotice(tr("The game could not be imported"), session.error().message);
        return;
    }
    if (auto error = m_store->setCurrentGame(session->id()))
        showNotice(tr("The game could not be imported"), error->message);
    openGame(std::move(session).value());
}

void MainWindow::exportGame()
{
    if (!m_game)
        return;
    const QString path = m_chooseFile(this, tr("Export the game"), tr("wmassist games (*.json)"), true);
    if (path.isEmpty())
        return;
    // A long game holds only its latest actions: the others are read from the database.
    const auto actions = m_game->session().allActions();
    if (!actions) {
        showNotice(tr("The game could not be exported"), actions.error().message);
        return;
    }
    const QByteArray bytes = GameJson::write(m_game->session().setup(), actions.value());
    // Written whole or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        showNotice(tr("The game could not be exported"), tr("Cannot write %1: %2").arg(path, file.errorString()));
}

void MainWindow::endPhase()
{
    if (!m_game)
        return;
    if (EndPhaseDialog::needsDice(m_game->session().game())) {
        showResolver(new EndPhaseDialog(*m_game, *m_dice, Settings::Dice.get(), this));
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
    const FollowUpActions::Offer offer = m_followUps->after(*m_game);
    if (offer.shown)
        m_tracker->showPhaseSummary(m_game->session().playedAt(int(m_summaryOf) - 1).description, offer.lines,
                                    offer.action);
}

ResolverDialog *MainWindow::openResolver(Resolver which)
{
    if (!m_game)
        return nullptr;
    const auto unit = m_tracker->currentUnit();
    const DiceMode mode = Settings::Dice.get();
    ResolverDialog *dialog = nullptr;
    switch (which) {
    case Resolver::Order:
        dialog = new OrderDialog(*m_game, *m_dice, mode, unit, this);
        break;
    case Resolver::Shooting:
        dialog = new ShootingDialog(*m_game, *m_dice, mode, unit, this);
        break;
    case Resolver::Spell:
        dialog = new SpellDialog(*m_game, *m_dice, mode, unit, this);
        break;
    case Resolver::Combat:
        dialog = new CombatDialog(*m_game, *m_dice, mode, unit, this);
        break;
    case Resolver::Table:
        dialog = new TableDialog(*m_game, *m_dice, mode, unit, this);
        break;
    case Resolver::Charge:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::Charge, unit, this);
        break;
    case Resolver::Evade:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::Evade, unit, this);
        break;
    case Resolver::HomeBack:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::HomeBack, unit, this);
        break;
    case Resolver::Advance:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::Advance, unit, this);
        break;
    case Resolver::Join:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::Join, unit, this);
        break;
    case Resolver::Confusion:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::Confusion, unit, this);
        break;
    case Resolver::LeaveTable:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::LeaveTable, unit, this);
        break;
    case Resolver::MovedThrough:
        dialog = new MoveDialog(*m_game, *m_dice, mode, MoveDialog::Kind::MovedThrough, unit, this);
        break;
    }
    showResolver(dialog);
    return dialog;
}

ResolverDialog *MainWindow::resolver() const
{
    return m_resolver;
}

void MainWindow::showResolver(ResolverDialog *dialog)
{
    // One resolver at a time: a second one would resolve against a game the first is about to change.
    if (m_resolver)
        m_resolver->reject();
    m_resolver = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The resolver reads at the zoom the players chose for the tracker.
    QFont zoomed = font();
    zoomed.setPointSizeF(zoomed.pointSizeF() * zoom() / 100.0);
    dialog->setFont(zoomed);
    connect(dialog, &ResolverDialog::applied, this, &MainWindow::showPhaseSummaryOfLastAction);
    connect(dialog, &ResolverDialog::referenceRequested, this, [this] { showReferenceWindow(referenceForNow()); });
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        if (m_resolver == dialog)
            m_resolver.clear();
    });
    dialog->fitToScreen();
    // open(), not exec(): nothing waits on it, and tests drive it like any widget.
    dialog->open();
}

void MainWindow::perform(const ActionInput &input)
{
    if (!m_game)
        return;
    if (auto done = m_game->perform(input, *m_dice); !done)
        showNotice(tr("Could not change the game"), done.error().message);
}

void MainWindow::editUnit(UnitId unit, QuickEdit edit)
{
    if (!m_game || m_readOnly)
        return;
    m_tracker->setCurrentUnit(unit);
    const auto input = QuickEdits::input(m_game->battle(), unit, edit);
    if (!input)
        return;
    const int before = m_game->session().actionCount();
    perform(*input);
    if (m_game->session().actionCount() == before)
        return;
    m_editOf = m_game->session().actionCount();
    m_editLine->setText(tr("Done: %1.").arg(m_game->session().playedAt(int(m_editOf) - 1).description));
    m_editLine->show();
    m_editUndo->show();
}

void MainWindow::quickEdit(QuickEdit edit)
{
    if (const auto unit = m_tracker->currentUnit())
        editUnit(*unit, edit);
}

void MainWindow::setZoom(int percent)
{
    m_tracker->setZoom(percent);
    applyZoom();
    Settings::Zoom.set(m_tracker->zoom());
}

void MainWindow::applyZoom()
{
    // Everything read from a chair grows with the armies: the docks, the menus, the tool bar and the
    // status line. The main window's own font stays the base the zoom is taken from.
    const QFont zoomed = zoomedFont();
    const QList<QWidget *> chrome{m_historyDock, m_diceDock, m_referenceDock, menuBar(), statusBar()};
    for (QWidget *widget : chrome) {
        if (widget)
            widget->setFont(zoomed);
    }
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

QAction *MainWindow::addAction(QMenu *menu, const QString &text, const QString &name, const QKeySequence &key,
                               const QString &iconName)
{
    auto *action = new QAction(text, this);
    action->setObjectName(name);
    if (!key.isEmpty())
        action->setShortcut(key);
    if (!iconName.isEmpty())
        action->setIcon(icon(iconName));
    if (menu)
        menu->addAction(action);
    // The window keeps it, so its key works wherever the focus is in the window.
    QWidget::addAction(action);
    return action;
}

void MainWindow::createActions()
{
    m_newGame = addAction(nullptr, tr("&New Game..."), QStringLiteral("actionNewGame"), QKeySequence::New,
                          QStringLiteral("new-game"));
    connect(m_newGame, &QAction::triggered, this, &MainWindow::newGame);
    QAction *rosters = addAction(nullptr, tr("&Rosters..."), QStringLiteral("actionRosters"),
                                 QKeySequence(Qt::CTRL | Qt::Key_R), QStringLiteral("rosters"));
    connect(rosters, &QAction::triggered, this, &MainWindow::showRosterEditor);
    QAction *open = addAction(nullptr, tr("&Open Game..."), QStringLiteral("actionOpenGame"), QKeySequence::Open,
                              QStringLiteral("open-game"));
    connect(open, &QAction::triggered, this, &MainWindow::showSavedGames);
    QAction *import = addAction(nullptr, tr("&Import Game..."), QStringLiteral("actionImportGame"),
                                QKeySequence(Qt::CTRL | Qt::Key_I), QStringLiteral("import"));
    connect(import, &QAction::triggered, this, &MainWindow::importGame);
    m_export = addAction(nullptr, tr("&Export Game..."), QStringLiteral("actionExportGame"),
                         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_export, &QAction::triggered, this, &MainWindow::exportGame);
    m_endPhase = addAction(nullptr, tr("End &Phase"), QStringLiteral("actionEndPhase"),
                           QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("end-phase"));
    connect(m_endPhase, &QAction::triggered, this, &MainWindow::endPhase);
    m_concede = addAction(nullptr, tr("&Concede..."), QStringLiteral("actionConcede"), {});
    connect(m_concede, &QAction::triggered, this, &MainWindow::concede);

    // What an action leaves the table to do is one click away on the summary bar.
    m_followUps = new FollowUpActions(this);
    connect(m_followUps, &FollowUpActions::confusionTestWanted, this, [this](std::optional<UnitId> unit) {
        if (m_game)
            showResolver(
                new MoveDialog(*m_game, *m_dice, Settings::Dice.get(), MoveDialog::Kind::Confusion, unit, this));
    });
    connect(m_followUps, &FollowUpActions::friendWalkedThroughWanted, this, [this](UnitId giant) {
        if (!m_game)
            return;
        // The players pick the friend it was; the likeliest is offered.
        const auto first = likelyFriendWalkedThrough(m_game->battle(), giant);
        auto *dialog = new MoveDialog(*m_game, *m_dice, Settings::Dice.get(), MoveDialog::Kind::Confusion, first, this);
        dialog->setConfusionCause(ConfusionCause::GiantWalkedThrough);
        showResolver(dialog);
    });
    connect(m_followUps, &FollowUpActions::shootAtChargersWanted, this, [this](UnitId shooter) {
        if (m_game)
            showResolver(new ShootingDialog(*m_game, *m_dice, Settings::Dice.get(), shooter, this));
    });
    connect(m_followUps, &FollowUpActions::chargeWanted, this, [this](const QList<UnitId> &chargers) {
        if (auto *dialog = qobject_cast<MoveDialog *>(openResolver(Resolver::Charge))) {
            dialog->setChargeOnInitiative(false);
            dialog->setChargers(chargers);
        }
    });

    const struct
    {
        QString text;
        QString name;
        QKeySequence key;
        QString shortText; // on the toolbar
        Resolver which;
    } resolvers[] = {
        {tr("Give an &Order..."), QStringLiteral("actionGiveOrder"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
         tr("Order"), Resolver::Order},
        {tr("&Shoot..."), QStringLiteral("actionShoot"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), tr("Shoot"),
         Resolver::Shooting},
        {tr("Cast a S&pell..."), QStringLiteral("actionCastSpell"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
         tr("Spell"), Resolver::Spell},
        {tr("&Fight a Combat Round..."), QStringLiteral("actionFight"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F),
         tr("Fight"), Resolver::Combat},
        {tr("Roll on a Special &Table..."), QStringLiteral("actionSpecialTable"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), tr("Table"), Resolver::Table},
        {MoveDialog::actionText(MoveDialog::Kind::Charge), QStringLiteral("actionCharge"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), tr("Charge"), Resolver::Charge},
        {MoveDialog::actionText(MoveDialog::Kind::Evade), QStringLiteral("actionEvade"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), tr("Evade"), Resolver::Evade},
        {MoveDialog::actionText(MoveDialog::Kind::HomeBack), QStringLiteral("actionHomeBack"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H), tr("Home Back"), Resolver::HomeBack},
        {MoveDialog::actionText(MoveDialog::Kind::Advance), QStringLiteral("actionAdvance"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), tr("Advance"), Resolver::Advance},
        {MoveDialog::actionText(MoveDialog::Kind::Join), QStringLiteral("actionJoin"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J), tr("Join"), Resolver::Join},
        {MoveDialog::actionText(MoveDialog::Kind::Confusion), QStringLiteral("actionConfusionTest"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X), tr("Confusion"), Resolver::Confusion},
        {MoveDialog::actionText(MoveDialog::Kind::LeaveTable), QStringLiteral("actionLeaveTable"), QKeySequence(),
         tr("Off Table"), Resolver::LeaveTable},
        {MoveDialog::actionText(MoveDialog::Kind::MovedThrough), QStringLiteral("actionMovedThrough"), QKeySequence(),
         tr("Moved Through"), Resolver::MovedThrough},
    };
    for (const auto &r : resolvers) {
        QAction *action = addAction(nullptr, r.text, r.name, r.key);
        action->setIconText(r.shortText);
        const Resolver which = r.which;
        connect(action, &QAction::triggered, this, [this, which] { openResolver(which); });
        m_resolverActions.append({action, which});
    }

    // Who rolls by default; every roll still offers both.
    auto *diceModes = new QActionGroup(this);
    QAction *appRolls = addAction(nullptr, tr("The App Rolls the Dice"), QStringLiteral("actionAppRolls"), {});
    QAction *playerRolls =
        addAction(nullptr, tr("We Roll the Dice and Type Them In"), QStringLiteral("actionPlayerRolls"), {});
    for (QAction *action : {appRolls, playerRolls}) {
        action->setCheckable(true);
        diceModes->addAction(action);
    }
    (Settings::Dice.get() == DiceMode::PlayerRolls ? playerRolls : appRolls)->setChecked(true);
    connect(appRolls, &QAction::triggered, this, [] { Settings::Dice.set(DiceMode::AppRolls); });
    connect(playerRolls, &QAction::triggered, this, [] { Settings::Dice.set(DiceMode::PlayerRolls); });

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
        QAction *action = addAction(nullptr, u.text, u.name, u.key, u.icon);
        // Single keys act on the current card only while the armies have the focus: typed into the
        // history, a dialog or a dock, they are that widget's.
        QWidget::removeAction(action);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_tracker->addAction(action);
        const QuickEdit edit = u.edit;
        connect(action, &QAction::triggered, this, [this, edit] { quickEdit(edit); });
        m_unitActions.append({action, edit});
    }
    // "=" is "+" without Shift on many keyboards.
    m_unitActions.first().first->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
}

void MainWindow::createMenus()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_newGame);
    game->addAction(findChild<QAction *>(QStringLiteral("actionOpenGame")));
    game->addAction(findChild<QAction *>(QStringLiteral("actionRosters")));
    game->addSeparator();
    game->addAction(findChild<QAction *>(QStringLiteral("actionImportGame")));
    game->addAction(m_export);
    game->addSeparator();
    game->addAction(m_endPhase);
    game->addAction(m_concede);
    game->addSeparator();
    QAction *quit = addAction(game, tr("&Quit"), QStringLiteral("actionQuit"), QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Undo and redo are there from the start, disabled until a game is open.
    m_editMenu = menuBar()->addMenu(tr("&Edit"));

    QMenu *unit = menuBar()->addMenu(tr("&Unit"));
    for (int i = 0; i < m_unitActions.size(); ++i) {
        if (i == 4)
            unit->addSeparator();
        unit->addAction(m_unitActions.at(i).first);
    }

    QMenu *resolve = menuBar()->addMenu(tr("&Resolve"));
    for (const auto &[action, which] : std::as_const(m_resolverActions)) {
        if (which == Resolver::Charge)
            resolve->addSeparator();
        resolve->addAction(action);
    }
    resolve->addSeparator();
    QMenu *dice = resolve->addMenu(tr("&Dice"));
    dice->addAction(findChild<QAction *>(QStringLiteral("actionAppRolls")));
    dice->addAction(findChild<QAction *>(QStringLiteral("actionPlayerRolls")));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = addAction(view, tr("Zoom &In"), QStringLiteral("actionZoomIn"), QKeySequence::ZoomIn,
                                QStringLiteral("zoom-in"));
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(zoomIn, &QAction::triggered, this, [this] { setZoom(zoom() + ZoomStep); });
    QAction *zoomOut = addAction(view, tr("Zoom &Out"), QStringLiteral("actionZoomOut"), QKeySequence::ZoomOut,
                                 QStringLiteral("zoom-out"));
    connect(zoomOut, &QAction::triggered, this, [this] { setZoom(zoom() - ZoomStep); });
    QAction *actualSize =
        addAction(view, tr("&Actual Size"), QStringLiteral("actionZoomReset"), QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(actualSize, &QAction::triggered, this, [this] { setZoom(100); });
    view->addSeparator();
    // The docks are made when first needed; their switches are here from the start.
    m_showHistory =
        addAction(view, tr("&History"), QStringLiteral("actionShowHistory"), QKeySequence(Qt::CTRL | Qt::Key_1));
    m_showDiceLog =
        addAction(view, tr("&Dice Log"), QStringLiteral("actionShowDiceLog"), QKeySequence(Qt::CTRL | Qt::Key_2));
    m_showReference =
        addAction(view, tr("&Reference"), QStringLiteral("actionShowReference"), QKeySequence(Qt::CTRL | Qt::Key_3));
    const auto dockOf = [this](QAction *action) -> QDockWidget * {
        if (action == m_showReference)
            return referenceDock();
        createGameDocks();
        return action == m_showHistory ? m_historyDock : m_diceDock;
    };
    // What the keyboard sheet says they do.
    m_showHistory->setIconText(tr("Show or hide the History"));
    m_showDiceLog->setIconText(tr("Show or hide the Dice Log"));
    m_showReference->setIconText(tr("Show or hide the Reference"));
    for (QAction *toggle : {m_showHistory, m_showDiceLog, m_showReference}) {
        toggle->setCheckable(true);
        connect(toggle, &QAction::triggered, this, [toggle, dockOf](bool on) {
            QDockWidget *dock = dockOf(toggle);
            dock->setVisible(on);
            if (on)
                dock->raise();
        });
    }
    view->addSeparator();
    QAction *fullScreen =
        addAction(view, tr("&Full Screen"), QStringLiteral("actionFullScreen"), QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = addAction(help, tr("&Keyboard Shortcuts"), QStringLiteral("actionShortcuts"),
                              QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(keys, &QAction::triggered, this, &MainWindow::showShortcuts);
    QAction *reference = addAction(help, tr("Quick &Reference"), QStringLiteral("actionReference"),
                                   QKeySequence::HelpContents, QStringLiteral("reference"));
    connect(reference, &QAction::triggered, this, &MainWindow::showReference);
    help->addSeparator();
    QAction *about = help->addAction(tr("&About wmassist"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);

    QToolBar *bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(24, 24));
    bar->addAction(m_newGame);
    bar->addAction(findChild<QAction *>(QStringLiteral("actionRosters")));
    bar->addSeparator();
    // Undo and redo go before this separator; each game brings its own (setGame).
    m_undoPlace = bar->addSeparator();
    // The toolbar keeps the steps of every turn in their order; the rarer moves are in the menus and
    // on the cards.
    for (Resolver step : {Resolver::Order, Resolver::Charge, Resolver::Shooting, Resolver::Spell, Resolver::Combat}) {
        for (const auto &[action, which] : std::as_const(m_resolverActions)) {
            if (which == step)
                bar->addAction(action);
        }
    }
    bar->addAction(m_endPhase);
    bar->addSeparator();
    bar->addAction(zoomOut);
    bar->addAction(zoomIn);
}

void MainWindow::createStatusLine()
{
    // An eliding label: a plain one asks for its whole text as its least width, so each new edit's
    // words would change the window's least size and lay out every card again.
    m_editLine = new ElidedLabel(this);
    m_editLine->setObjectName(QStringLiteral("editLine"));
    // As wide as its words when there is room, the Undo button right after them.
    m_editLine->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_editLine->setTextFormat(Qt::PlainText);
    m_editUndo = new QToolButton(this);
    m_editUndo->setObjectName(QStringLiteral("editUndo"));
    m_editUndo->setText(tr("Undo"));
    m_editUndo->setToolTip(
        tr("Take back this edit (%1)").arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    m_editUndo->setFocusPolicy(Qt::NoFocus);
    connect(m_editUndo, &QToolButton::clicked, this, [this] {
        if (m_game && m_undo && m_undo->isEnabled())
            m_undo->trigger();
    });
    statusBar()->addWidget(m_editLine);
    statusBar()->addWidget(m_editUndo);
    m_editLine->hide();
    m_editUndo->hide();
}

void MainWindow::createGameDocks()
{
    if (m_historyDock)
        return;
    m_history = new HistoryView(this);
    m_historyDock = new QDockWidget(tr("History"), this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_historyDock->setWidget(m_history);
    m_historyDock->setFont(zoomedFont());

    m_diceDock = new LazyDock(
        tr("Dice Log"), QStringLiteral("diceDock"),
        [this] {
            m_diceView = new DiceLogView(this);
            m_diceView->setModel(m_diceLog);
            return m_diceView;
        },
        this);
    m_diceDock->setFont(zoomedFont());
    connect(m_diceDock, &QDockWidget::visibilityChanged, m_diceLog, &DiceLogModel::setShown);

    const bool hadReference = m_referenceDock != nullptr;
    LazyDock *reference = referenceDock();
    const bool historyBack = placeDock(m_historyDock);
    const bool diceBack = placeDock(m_diceDock);
    if (!historyBack) {
        // The armies need the room: the docks share one column at the side, one page each.
        tabifyDockWidget(m_historyDock, m_diceDock);
        tabifyDockWidget(m_historyDock, reference);
        m_historyDock->raise();
        m_docksToFit = true;
    } else if (!diceBack) {
        tabifyDockWidget(m_historyDock, m_diceDock);
        m_historyDock->raise();
    }
    // A reference looked at before the game stays in front.
    if (hadReference && !reference->isHidden())
        reference->raise();
    if (m_docksToFit && isVisible())
        fitDocks();
    follow(m_showHistory, m_historyDock);
    follow(m_showDiceLog, m_diceDock);
}

LazyDock *MainWindow::referenceDock()
{
    if (m_referenceDock)
        return m_referenceDock;
    m_referenceDock = new LazyDock(
        tr("Reference"), QStringLiteral("referenceDock"),
        [this] {
            m_reference = new ReferenceView(this);
            // Through the window's chooser, which tests replace after the window is made.
            m_reference->setFileChooser([this](QWidget *parent, const QString &title, const QString &filter,
                                               bool saving) { return m_chooseFile(parent, title, filter, saving); });
            m_reference->setArmyLists(m_lists);
            // In a game the reference is the game's ruleset's; without one, the player picks.
            m_reference->setGame(m_game ? std::optional(m_game->session().game().setup()) : std::nullopt);
            // Its tables are made once the page is in sight. The view hears of it itself: the window is
            // no longer there to pass it on when it hides its docks on the way out.
            m_reference->setShown(m_referenceDock->inSight());
            connect(m_referenceDock, &QDockWidget::visibilityChanged, m_reference, &ReferenceView::setShown);
            // Its menus are windows of their own: they take the zoom from no one.
            const QList<QMenu *> menus = m_reference->findChildren<QMenu *>();
            for (QMenu *menu : menus)
                menu->setFont(zoomedFont());
            return m_reference;
        },
        this);
    m_referenceDock->setFont(zoomedFont());
    if (!placeDock(m_referenceDock) && !m_historyDock) {
        // Asked for on the start page, the first time: beside the page, a fifth of the width.
        m_docksToFit = true;
        if (isVisible())
            fitDocks();
    }
    follow(m_showReference, m_referenceDock);
    return m_referenceDock;
}

void MainWindow::follow(QAction *toggle, QDockWidget *dock)
{
    // The View menu's switch stays checked while the dock is open, as the dock's own action does.
    toggle->setChecked(dock->toggleViewAction()->isChecked());
    connect(dock->toggleViewAction(), &QAction::toggled, toggle, &QAction::setChecked);
}

ReferenceView *MainWindow::reference()
{
    referenceDock()->page();
    return m_reference;
}

bool MainWindow::placeDock(QDockWidget *dock)
{
    // The layout read at start keeps a place for each dock it knew, made or not.
    if (m_layoutRestored && restoreDockWidget(dock))
        return true;
    addDockWidget(Qt::RightDockWidgetArea, dock);
    return false;
}

void MainWindow::fitDocks()
{
    // The armies take four fifths of the width, the docks the rest (on a large screen a quarter
    // would cost each card the room for a name). A maximised window may not have its screen's size
    // yet when it is first shown.
    const int wide = isMaximized() && screen() ? screen()->availableGeometry().width() : width();
    QDockWidget *dock = m_historyDock ? m_historyDock : static_cast<QDockWidget *>(m_referenceDock);
    resizeDocks({dock}, {wide / 5}, Qt::Horizontal);
    m_docksToFit = false;
}

void MainWindow::setGame(GameController *game)
{
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    // Nothing another game left waiting is offered in this one.
    m_followUps->forget();
    if (game)
        createGameDocks();
    m_tracker->setGame(game);
    if (m_history)
        m_history->setGame(game);
    m_diceLog->setGame(game ? &game->session() : nullptr);
    if (game && m_pages->indexOf(m_tracker) < 0)
        m_pages->addWidget(m_tracker);
    m_pages->setCurrentWidget(game ? static_cast<QWidget *>(m_tracker) : m_start);

    // The undo stack's own actions keep their text ("Undo Shooting at Knights") and state in step.
    const QList<QAction *> oldActions = {m_undo, m_redo};
    auto *bar = findChild<QToolBar *>(QStringLiteral("gameToolBar"));
    if (game && !m_readOnly) {
        m_undo = game->undoStack()->createUndoAction(this, tr("&Undo"));
        m_redo = game->undoStack()->createRedoAction(this, tr("&Redo"));
        connect(game, &GameController::changed, this, [this] {
            m_diceLog->refresh();
            updateActions();
            if (m_game && m_game->session().actionCount() != m_summaryOf)
                m_tracker->summary()->hide();
            if (m_game && m_game->session().actionCount() != m_editOf) {
                m_editLine->hide();
                m_editUndo->hide();
            }
        });
    } else {
        // Without a game, or with one that may only be looked at, there is nothing to undo.
        m_undo = new QAction(tr("&Undo"), this);
        m_redo = new QAction(tr("&Redo"), this);
        m_undo->setEnabled(false);
        m_redo->setEnabled(false);
    }
    if (game)
        connect(game, &GameController::failed, this, &MainWindow::showFailure);
    // In a game the reference is the game's ruleset's; without one, the player picks.
    if (m_reference)
        m_reference->setGame(game ? std::optional(game->session().game().setup()) : std::nullopt);
    updateTitle();
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    // The toolbar says "Undo"; the menu and the tooltip name the action it undoes.
    m_undo->setIconText(tr("Undo"));
    m_redo->setIconText(tr("Redo"));
    m_undo->setIcon(icon(QStringLiteral("undo")));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setIcon(icon(QStringLiteral("redo")));
    m_editMenu->clear();
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    if (bar) {
        bar->insertAction(m_undoPlace, m_undo);
        bar->insertAction(m_undoPlace, m_redo);
    }
    // Deleting an action takes it out of every menu and toolbar.
    qDeleteAll(oldActions);
    updateActions();
}

void MainWindow::setReadOnly()
{
    m_readOnly = true;
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
    m_newGame->setEnabled(m_store && m_rosters && m_lists && !m_readOnly);
    findChild<QAction *>(QStringLiteral("actionRosters"))->setEnabled(m_lists != nullptr && !m_readOnly);
    findChild<QAction *>(QStringLiteral("actionImportGame"))->setEnabled(m_store != nullptr && !m_readOnly);
    findChild<QAction *>(QStringLiteral("actionOpenGame"))->setEnabled(m_store != nullptr);
    m_export->setEnabled(shown);
    // The History and the Dice Log have nothing to show before a game.
    m_showHistory->setEnabled(shown);
    m_showDiceLog->setEnabled(shown);
    m_endPhase->setEnabled(battleGoesOn);
    m_concede->setEnabled(battleGoesOn);
    if (shown)
        m_endPhase->setText(tr("End the %1 Phase").arg(Battle::phaseName(m_game->battle().phase())));
    const auto unit = m_tracker->currentUnit();
    for (const auto &[action, edit] : std::as_const(m_unitActions))
        action->setEnabled(playing && unit && QuickEdits::input(m_game->battle(), *unit, edit).has_value());
    // Each resolver in the phase core says its action belongs to; shooting also in the Command
    // phase, at chargers.
    const Phase phase = shown ? m_game->battle().phase() : Phase::Command;
    for (const auto &[action, which] : std::as_const(m_resolverActions)) {
        bool now = battleGoesOn;
        if (which == Resolver::Order)
            now = battleGoesOn && phase == phaseOf(OrderAction{});
        else if (which == Resolver::Shooting)
            now = battleGoesOn && shotTimingNow(m_game->battle()).has_value();
        else if (which == Resolver::Combat)
            now = battleGoesOn && phase == phaseOf(CombatAction{});
        else if (which == Resolver::Spell)
            now = battleGoesOn && phase == phaseOf(CastSpellAction{});
        else if (which == Resolver::Charge)
            now = battleGoesOn && phase == phaseOf(ChargeAction{});
        else if (which == Resolver::Evade)
            now = battleGoesOn && phase == phaseOf(EvadeAction{});
        else if (which == Resolver::HomeBack)
            now = battleGoesOn && phase == phaseOf(HomeBackAction{});
        else if (which == Resolver::Advance)
            now = battleGoesOn && phase == phaseOf(AdvanceAction{});
        action->setEnabled(now);
    }
    if (shown)
        findChild<QAction *>(QStringLiteral("actionShoot"))
            ->setText(shotTimingNow(m_game->battle()) == ShotTiming::AtChargers ? tr("&Shoot at Chargers...")
                                                                                : tr("&Shoot..."));
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
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_docksToFit)
        fitDocks();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The game needs no saving: every action is in the database already. Only the window's looks are
    // kept, and written only when they changed: a window closed as it was opened leaves the disk alone.
    Settings::WindowGeometry.set(saveGeometry());
    // A window that never made its docks keeps the layout it read: the places it holds for them are
    // the player's, and nothing in it was moved.
    if (m_historyDock || m_referenceDock || !m_layoutRestored)
        Settings::WindowState.set(saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::showNotice(const QString &title, const QString &text)
{
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
    if (qobject_cast<const ShootingDialog *>(m_resolver))
        return QStringLiteral("to-hit");
    if (qobject_cast<const OrderDialog *>(m_resolver))
        return QStringLiteral("orders");
    if (qobject_cast<const CombatDialog *>(m_resolver))
        return QStringLiteral("combat-modifiers");
    if (qobject_cast<const EndPhaseDialog *>(m_resolver))
        return QStringLiteral("drive-backs");
    if (const auto *move = qobject_cast<const MoveDialog *>(m_resolver)) {
        switch (move->kind()) {
        case MoveDialog::Kind::Evade:
            return QStringLiteral("initiative");
        case MoveDialog::Kind::HomeBack:
            return QStringLiteral("home-back");
        case MoveDialog::Kind::Advance:
            return QStringLiteral("combat-result");
        case MoveDialog::Kind::Confusion:
            return QStringLiteral("confusion");
        case MoveDialog::Kind::Charge:
            // A charge on initiative is the initiative rule's; after an order, the paces.
            return move->chargeOnInitiative() ? QStringLiteral("initiative") : QStringLiteral("moves");
        case MoveDialog::Kind::Join:
        case MoveDialog::Kind::LeaveTable:
        case MoveDialog::Kind::MovedThrough:
            return QStringLiteral("moves");
        }
    }
    if (const auto *table = qobject_cast<const TableDialog *>(m_resolver); table && table->selectedTable())
        return QuickReference::tableKey(*table->selectedTable());
    // A spell is cast by the side playing: its wizards' spells, where the game knows them.
    if (qobject_cast<const SpellDialog *>(m_resolver) && m_game) {
        const Side side = m_game->battle().activeSide();
        if (!m_game->battle().spells(side).isEmpty())
            return ArmyReference::spellsKey(side);
    }
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
    LazyDock *dock = referenceDock();
    dock->show();
    dock->raise();
    reference()->showTable(referenceForNow());
    m_reference->searchBox()->setFocus();
}

ReferenceView *MainWindow::referenceWindow() const
{
    return m_referenceWindow;
}

void MainWindow::showReferenceWindow(const QString &key)
{
    // A window of its own, with no parent: a resolver is modal to the main window and its docks.
    if (!m_referenceWindow) {
        m_referenceWindow = new ReferenceView;
        m_referenceWindow->setAttribute(Qt::WA_DeleteOnClose);
        m_referenceWindow->setWindowTitle(tr("Quick Reference"));
        m_referenceWindow->resize(fontMetrics().averageCharWidth() * 70, height() * 4 / 5);
    }
    m_referenceWindow->setFont(menuBar()->font());
    m_referenceWindow->setArmyLists(m_lists);
    m_referenceWindow->setFileChooser(m_chooseFile);
    m_referenceWindow->setGame(m_game ? std::optional(m_game->session().game().setup()) : std::nullopt);
    if (!m_game && m_reference)
        m_referenceWindow->setRuleset(m_reference->ruleset(), false);
    m_referenceWindow->showTable(key);
    m_referenceWindow->show();
    m_referenceWindow->raise();
    m_referenceWindow->activateWindow();
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
