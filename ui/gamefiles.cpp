// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefiles.h"

#include "core/game/gamejson.h"
#include "core/game/gamesession.h"
#include "core/storage/gamestore.h"
#include "ui/game/gamecontroller.h"
#include "ui/longwork.h"
#include "ui/newgame/newgamewizard.h"
#include "ui/roster/rostereditor.h"
#include "ui/windowaction.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace wm {

GameFiles::GameFiles(QWidget *window, OpenGame open, Notice notice)
    : QObject(window)
    , m_window(window)
    , m_open(std::move(open))
    , m_notice(std::move(notice))
    , m_chooseFile(systemFileChooser())
{
    createActions();
}

void GameFiles::createActions()
{
    m_newGame = windowAction(m_window, nullptr, tr("&New Game..."), QStringLiteral("actionNewGame"), QKeySequence::New,
                             QStringLiteral("new-game"));
    connect(m_newGame, &QAction::triggered, this, &GameFiles::newGame);
    m_rosterEditorAction = windowAction(m_window, nullptr, tr("&Rosters..."), QStringLiteral("actionRosters"),
                                        QKeySequence(Qt::CTRL | Qt::Key_R), QStringLiteral("rosters"));
    connect(m_rosterEditorAction, &QAction::triggered, this, &GameFiles::showRosterEditor);
    m_openGame = windowAction(m_window, nullptr, tr("&Open Game..."), QStringLiteral("actionOpenGame"),
                              QKeySequence::Open, QStringLiteral("open-game"));
    connect(m_openGame, &QAction::triggered, this, &GameFiles::showSavedGames);
    m_import = windowAction(m_window, nullptr, tr("&Import Game..."), QStringLiteral("actionImportGame"),
                            QKeySequence(Qt::CTRL | Qt::Key_I), QStringLiteral("import"));
    connect(m_import, &QAction::triggered, this, &GameFiles::importGame);
    m_export = windowAction(m_window, nullptr, tr("&Export Game..."), QStringLiteral("actionExportGame"),
                            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_export, &QAction::triggered, this, &GameFiles::exportGame);
}

void GameFiles::updateActions(bool gameShown)
{
    m_newGame->setEnabled(canStartGames() && !m_readOnly);
    m_rosterEditorAction->setEnabled(m_lists != nullptr && !m_readOnly);
    m_import->setEnabled(m_store != nullptr && !m_readOnly);
    m_openGame->setEnabled(m_store != nullptr);
    m_export->setEnabled(gameShown);
}

void GameFiles::setStores(GameStore *games, RosterStore *rosters, const ArmyLists *lists)
{
    m_store = games;
    m_rosters = rosters;
    m_lists = lists;
}

bool GameFiles::startGame(const GameSetup &setup)
{
    if (!m_store)
        return false;
    auto session = GameSession::create(*m_store, setup);
    if (!session) {
        m_notice(tr("The game could not be started"), session.error().message);
        return false;
    }
    m_open(std::move(session).value());
    return true;
}

void GameFiles::showSavedGames()
{
    if (!m_store)
        return;
    const std::optional<GameId> shown = m_game ? std::optional(m_game->session().id()) : std::nullopt;
    auto *dialog = new OpenGameDialog(*m_store, shown, m_readOnly, m_window);
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

bool GameFiles::openSavedGame(GameId id)
{
    if (!m_store)
        return false;
    // Only a game without snapshots to open from is long: its whole log is replayed.
    LongWork work(m_window, tr("Opening the game..."));
    auto session = GameSession::open(*m_store, id, work.progress());
    if (!session) {
        if (session.error().field != CancelledField)
            m_notice(tr("The game could not be opened"), session.error().message);
        return false;
    }
    if (session->damage())
        m_notice(tr("The game was opened up to a damaged action"), session->damageText());
    if (!m_readOnly) {
        if (auto error = m_store->setCurrentGame(id))
            m_notice(tr("The game could not be opened"), error->message);
    }
    m_open(std::move(session).value());
    return true;
}

void GameFiles::newGame()
{
    if (!canStartGames())
        return;
    if (m_wizard) {
        m_wizard->raise();
        return;
    }
    auto *wizard = new NewGameWizard(*m_rosters, *m_lists, m_window);
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

void GameFiles::showRosterEditor()
{
    if (!m_lists)
        return;
    if (!m_rosterEditor) {
        m_rosterEditor = new RosterEditor(*m_lists, m_rosters, m_window);
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

void GameFiles::importGame()
{
    if (!m_store)
        return;
    const QString path = m_chooseFile(m_window, {tr("Import a game"), tr("wmassist games (*.json)"), false});
    if (path.isEmpty())
        return;
    const auto bytes = GameJson::fileBytes(path);
    if (!bytes) {
        m_notice(tr("The game could not be imported"), bytes.error().message);
        return;
    }
    // Read and replayed whole before anything is stored: a bad file, or a cancel, changes nothing.
    LongWork work(m_window, tr("Importing %1...").arg(QFileInfo(path).fileName()));
    const auto game = GameJson::read(bytes.value(), QFileInfo(path).fileName(), work.progress());
    if (!game) {
        if (game.error().field != CancelledField)
            m_notice(tr("The game could not be imported"), game.error().message);
        return;
    }
    work.saving();
    auto session = GameSession::import(*m_store, game.value(), work.progress());
    if (!session) {
        if (session.error().field != CancelledField)
            m_notice(tr("The game could not be imported"), session.error().message);
        return;
    }
    if (auto error = m_store->setCurrentGame(session->id()))
        m_notice(tr("The game could not be imported"), error->message);
    m_open(std::move(session).value());
}

void GameFiles::exportGame()
{
    if (!m_game)
        return;
    const GameSetup &setup = m_game->session().game().setup();
    const QString name = tr("%1 against %2").arg(setup.players[Side::first()], setup.players[Side::second()]);
    const QString path = m_chooseFile(
        m_window, {tr("Export the game"), tr("wmassist games (*.json)"), true, name + QStringLiteral(".json")});
    if (path.isEmpty())
        return;
    // A long game holds only its latest actions: the others are read from the database.
    const auto actions = m_game->session().allActions();
    if (!actions) {
        m_notice(tr("The game could not be exported"), actions.error().message);
        return;
    }
    const QByteArray bytes = GameJson::write(m_game->session().setup(), actions.value());
    // Written whole or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        m_notice(tr("The game could not be exported"), tr("Cannot write %1: %2").arg(path, file.errorString()));
}

} // namespace wm
