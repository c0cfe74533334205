interface BookRatingProps {
  rating: number;
}

/** The author's rating as five stars, read out as "Rated 4 out of 5". */
export function BookRating({ rating }: BookRatingProps) {
  return (
    <span className="library-book-rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= rating ? 'library-book-rating__on' : 'library-book-rating__off'}>
          {star <= rating ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
