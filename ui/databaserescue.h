// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

class QWidget;

namespace wm {

class Database;
class GameFiles;

// When the database file is deleted or replaced while a game is played, core refuses the next write
// (it would be lost with the file). This offers the player to save the database again from the
// connection that still holds it: where it was, when that place is free, or where the player
// chooses. The game goes on in the new file; only the refused change has to be made again.
class DatabaseRescue : public QObject
{
    Q_OBJECT

public:
    DatabaseRescue(QWidget *window, Database &database, const GameFiles &files);

    // When the database's file is gone: shows `failure` with the offer, once however many writes
    // are refused before the player answers, and returns true (the notice is then this one).
    // Otherwise does nothing and returns false.
    bool offerIfGone(const QString &failure);

private:
    void saveElsewhere();
    void saveAgainTo(const QString &target);

    QWidget *m_window;
    Database &m_database;
    const GameFiles &m_files;
    QPointer<QMessageBox> m_offer;
};

} // namespace wm
