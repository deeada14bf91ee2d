// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "game/gamecontroller.h"
#include "game/gamejson.h"
#include "reference/shootingreference.h"
#include "storage/gamestore.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>

namespace wm {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Warmaster Table Assistant"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/wmassist.svg")));

    m_reference = new ShootingReference(this);
    setCentralWidget(m_reference);
    createMenus();
    resize(1024, 720);

    m_chooseFile = systemFileChooser();
}

MainWindow::~MainWindow() = default;

void MainWindow::setGameStore(GameStore *store)
{
    m_store = store;
}

void MainWindow::openGame(GameSession session)
{
    auto *controller = new GameController(std::move(session), this);
    GameController *old = m_game;
    setGame(controller);
    delete old;
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
    const Game &game = m_game->session().game();
    const QByteArray bytes = GameJson::write(game.setup(), game.actions());
    // Written whole or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        showNotice(tr("The game could not be exported"), tr("Cannot write %1: %2").arg(path, file.errorString()));
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *import = file->addAction(tr("&Import Game..."));
    import->setObjectName(QStringLiteral("actionImportGame"));
    connect(import, &QAction::triggered, this, &MainWindow::importGame);
    m_export = file->addAction(tr("&Export Game..."));
    m_export->setObjectName(QStringLiteral("actionExportGame"));
    m_export->setEnabled(false);
    connect(m_export, &QAction::triggered, this, &MainWindow::exportGame);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Undo and redo are there from the start, disabled until a game is open.
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_editMenu->addAction(tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setEnabled(false);
    m_redo = m_editMenu->addAction(tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setEnabled(false);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About wmassist"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::setGame(GameController *game)
{
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    m_export->setEnabled(game != nullptr);
    m_editMenu->removeAction(m_undo);
    m_editMenu->removeAction(m_redo);
    delete m_undo;
    delete m_redo;
    if (game) {
        // The stack's own actions keep their text ("Undo Shooting at Knights") and state in step.
        m_undo = game->undoStack()->createUndoAction(this, tr("&Undo"));
        m_redo = game->undoStack()->createRedoAction(this, tr("&Redo"));
        connect(game, &GameController::failed, this, &MainWindow::showFailure);
    } else {
        m_undo = new QAction(tr("&Undo"), this);
        m_redo = new QAction(tr("&Redo"), this);
        m_undo->setEnabled(false);
        m_redo->setEnabled(false);
    }
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
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

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About wmassist"),
                       tr("<h3>Warmaster Table Assistant %1</h3>"
                          "<p>Keeps the hits, confusion and dice of a Warmaster game beside the table, "
                          "for Warmaster and Warmaster Revolution.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace wm
