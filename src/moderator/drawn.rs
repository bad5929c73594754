//! The pictures drawn lately, kept in memory while their mails leave, and the pictures being
//! drawn now, so that no picture is drawn twice at once (issue 39).
//!
//! A round's picture goes with several mails, which may leave in two batches, and the sender
//! draws the pictures of the batches ahead while it sends one (`daemon::send`): a batch that
//! needs a picture another thread is drawing waits for it instead of drawing it again. A
//! thread claims the pictures it will draw ([`Shelf::claim`]); the claim is given up when it is
//! dropped, drawn or not (an error), and whoever waited draws what is still missing itself.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// The shelf: the PNGs kept and the pictures being drawn, behind one lock.
#[derive(Default)]
pub(crate) struct Shelf {
    state: Mutex<Drawn>,
    /// Told when a claim is given up.
    done: Condvar,
}

/// The PNGs kept by id (newest last) up to [`Drawn::BYTES`], and the ids claimed.
#[derive(Default)]
struct Drawn {
    pngs: VecDeque<(i64, Arc<Vec<u8>>)>,
    bytes: usize,
    drawing: HashSet<i64>,
    /// Pictures drawn by this process, for the pass's report and the tests.
    count: usize,
}

impl Drawn {
    /// About eight batches of a hundred RAMbots reports' pictures (~2 MB a batch: ten step
    /// pictures of ~6 KB and a board of ~15 KB a game): the sender's, the one before it (a
    /// game's mails may straddle two) and the two drawn ahead, with room to spare.
    const BYTES: usize = 16 << 20;

    fn get(&self, id: i64) -> Option<Arc<Vec<u8>>> {
        self.pngs
            .iter()
            .rev()
            .find(|(i, _)| *i == id)
            .map(|(_, png)| png.clone())
    }

    fn keep(&mut self, id: i64, png: Arc<Vec<u8>>) {
        if self.get(id).is_some() {
            return;
        }
        // An empty one (not drawn) counts a byte, so that the shelf stays bounded.
        self.bytes += png.len().max(1);
        self.pngs.push_back((id, png));
        while self.bytes > Self::BYTES {
            let Some((_, old)) = self.pngs.pop_front() else {
                break;
            };
            self.bytes -= old.len().max(1);
        }
    }
}

impl Shelf {
    fn lock(&self) -> MutexGuard<'_, Drawn> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Sorts `ids` out: those kept go into `out`; those another thread is drawing are
    /// returned (wait for them with [`Shelf::wait_for`]); the rest are claimed for the caller.
    pub fn claim(
        &self,
        ids: &BTreeSet<i64>,
        out: &mut HashMap<i64, Arc<Vec<u8>>>,
    ) -> (Claim<'_>, Vec<i64>) {
        let mut drawn = self.lock();
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        for &id in ids {
            if let Some(png) = drawn.get(id) {
                out.insert(id, png);
            } else if drawn.drawing.contains(&id) {
                theirs.push(id);
            } else {
                drawn.drawing.insert(id);
                mine.push(id);
            }
        }
        let claim = Claim {
            shelf: self,
            ids: mine,
        };
        (claim, theirs)
    }

    /// Waits until no thread is drawing any of `ids`, puts those kept into `out`, and returns
    /// the others (their drawing failed, or they left the shelf already): the caller's to draw.
    pub fn wait_for(&self, ids: &[i64], out: &mut HashMap<i64, Arc<Vec<u8>>>) -> Vec<i64> {
        let mut drawn = self.lock();
        while ids.iter().any(|id| drawn.drawing.contains(id)) {
            drawn = self.done.wait(drawn).unwrap_or_else(|p| p.into_inner());
        }
        let mut missing = Vec::new();
        for &id in ids {
            match drawn.get(id) {
                Some(png) => {
                    out.insert(id, png);
                }
                None => missing.push(id),
            }
        }
        missing
    }

    /// How many pictures this process has drawn.
    pub fn count(&self) -> usize {
        self.lock().count
    }
}

/// Pictures a thread has claimed to draw; given up when dropped.
pub(crate) struct Claim<'a> {
    shelf: &'a Shelf,
    ids: Vec<i64>,
}

impl Claim<'_> {
    /// The ids claimed.
    pub fn ids(&self) -> &[i64] {
        &self.ids
    }

    /// Keeps the PNGs drawn (empty: could not be drawn; `drawn`: how many were drawn now).
    pub fn keep(&self, pngs: impl IntoIterator<Item = (i64, Arc<Vec<u8>>)>, drawn: usize) {
        let mut shelf = self.shelf.lock();
        for (id, png) in pngs {
            shelf.keep(id, png);
        }
        shelf.count += drawn;
    }
}

impl Drop for Claim<'_> {
    fn drop(&mut self) {
        if self.ids.is_empty() {
            return;
        }
        let mut shelf = self.shelf.lock();
        for id in &self.ids {
            shelf.drawing.remove(id);
        }
        drop(shelf);
        self.shelf.done.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pictures_kept_stay_under_their_bytes_oldest_out_first() {
        let mut d = Drawn::default();
        let big = Drawn::BYTES / 3;
        for id in 1..=4 {
            d.keep(id, Arc::new(vec![id as u8; big]));
        }
        assert!(d.bytes <= Drawn::BYTES);
        assert!(d.get(1).is_none(), "the oldest went");
        assert_eq!(d.get(4).unwrap()[0], 4);
        d.keep(4, Arc::new(vec![9; 1]));
        assert_eq!(d.get(4).unwrap()[0], 4, "kept once");
        assert_eq!(d.pngs.len(), 3);
    }

    #[test]
    fn a_picture_claimed_is_waited_for_not_claimed_again() {
        let shelf = Shelf::default();
        let ids: BTreeSet<i64> = [1, 2].into();
        let mut out = HashMap::new();
        let (mine, theirs) = shelf.claim(&ids, &mut out);
        assert_eq!((mine.ids(), theirs.len()), (&[1, 2][..], 0));
        std::thread::scope(|s| {
            let waiter = s.spawn(|| {
                let mut out = HashMap::new();
                let (claim, theirs) = shelf.claim(&[2, 3].into(), &mut out);
                assert_eq!((claim.ids(), &theirs[..]), (&[3][..], &[2][..]));
                drop(claim);
                let missing = shelf.wait_for(&theirs, &mut out);
                (missing, out.get(&2).map(|p| p[0]))
            });
            std::thread::sleep(std::time::Duration::from_millis(20));
            mine.keep([(1, Arc::new(vec![1])), (2, Arc::new(vec![2]))], 2);
            drop(mine);
            assert_eq!(waiter.join().unwrap(), (vec![], Some(2)));
        });
        assert_eq!(shelf.count(), 2);
    }

    #[test]
    fn a_claim_given_up_undrawn_leaves_the_picture_to_whoever_waited() {
        let shelf = Shelf::default();
        let mut out = HashMap::new();
        let (mine, _) = shelf.claim(&[7].into(), &mut out);
        drop(mine);
        assert_eq!(shelf.wait_for(&[7], &mut out), vec![7]);
        let (again, theirs) = shelf.claim(&[7].into(), &mut out);
        assert_eq!((again.ids(), theirs.len()), (&[7][..], 0));
    }
}
